import { formatNaira } from "~/shared/money";
import { reportExplanations, reportFigureLabels as label } from "~/shared/rules/reports";
import type { Report } from "~/shared/schemas/report";

/** The period's four headline figures, each with what it counts. */
export function ReportSummary({ report }: { report: Report }) {
  const figures = [
    { name: label.bookings, value: String(report.bookings.total), about: null },
    { name: label.booked, value: formatNaira(report.revenue.booked), about: reportExplanations.booked },
    {
      name: label.collected,
      value: formatNaira(report.revenue.collected),
      about: reportExplanations.collected,
    },
    {
      name: label.outstanding,
      value: formatNaira(report.revenue.outstanding),
      about: `${reportExplanations.outstanding} ${label.outstandingBookings}: ${report.revenue.outstandingBookings}.`,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{figure.name}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`figure-${figure.name}`}>
            {figure.value}
          </dd>
          {figure.about && <dd className="mt-1 text-xs text-slate-600">{figure.about}</dd>}
        </div>
      ))}
    </dl>
  );
}
