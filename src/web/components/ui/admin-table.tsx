import type { ReactNode } from "react";
import { visibleScrollbar } from "./visible-scrollbar";

/** The padding of every cell of a dashboard table. */
export const tableCell = "px-4 py-3 text-left";

/**
 * A dashboard table that scrolls sideways on a narrow screen (with a scrollbar that shows it can), named
 * for screen readers by `caption`, headed by `columns`; `children` are its body's rows.
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm ${visibleScrollbar}`}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={tableCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
