import type { ReactNode } from "react";

const cell = "px-2 py-2 text-left align-top [overflow-wrap:anywhere] sm:px-4";

type ReportTableProps = {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
};

/**
 * A report's figures as a table that always fits its box: long names wrap rather than make the table
 * scroll sideways on a phone. Named for screen readers by its caption.
 */
export function ReportTable({ caption, columns, rows }: ReportTableProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((value, column) => (
                <td key={column} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
