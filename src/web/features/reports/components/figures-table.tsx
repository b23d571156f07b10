import type { ReactNode } from "react";
import { reportFormLabels } from "~/shared/rules/reports";
import { ReportTable } from "./report-table";

type FiguresTableProps = {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
};

/** A chart's figures as a table, folded under the chart: what a screen reader or a careful reader uses. */
export function FiguresTable(props: FiguresTableProps) {
  return (
    <details className="mt-3">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-brand-700">
        {reportFormLabels.showTable}
      </summary>
      <ReportTable {...props} />
    </details>
  );
}
