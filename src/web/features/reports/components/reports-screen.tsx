import { useSearchParams } from "react-router";
import { formatCalendarDate } from "~/shared/lagos-date";
import {
  reportEmpty,
  reportFormLabels,
  reportHeadings,
  reportLoadFailed,
  reportLoading,
} from "~/shared/rules/reports";
import type { Report } from "~/shared/schemas/report";
import { EmptyState } from "~/web/components/ui/empty-state";
import { errorMessage } from "~/web/lib/api-client";
import { reportCsvUrl, useReport } from "../api/get-report";
import { periodFromSearch } from "../lib/period-from-search";
import { ReportFigures } from "./report-figures";
import { ReportFilters } from "./report-filters";
import { ReportSummary } from "./report-summary";

const isEmpty = (report: Report) => report.bookings.total === 0 && report.revenue.collected === 0;

/** The owner's Reports screen: a month or any dates, the period's figures, and the same as a CSV file. */
export function ReportsScreen() {
  const [params] = useSearchParams();
  const chosen = periodFromSearch(params);
  const report = useReport(chosen.query);
  const data = report.isError ? undefined : report.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{reportHeadings.screen}</h1>
          {data && (
            <p className="text-slate-700" data-testid="report-period">
              {`${reportHeadings.period}: ${formatCalendarDate(data.from)} – ${formatCalendarDate(data.to)}`}
            </p>
          )}
        </div>
        {data && (
          <a
            href={reportCsvUrl({ from: data.from, to: data.to })}
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {reportFormLabels.download}
          </a>
        )}
      </div>
      <ReportFilters chosen={chosen} />
      {report.isPending ? (
        <p role="status" className="py-10 text-center text-slate-600">
          {reportLoading}
        </p>
      ) : report.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {errorMessage(report.error, reportLoadFailed)}
        </p>
      ) : data && isEmpty(data) ? (
        <EmptyState title={reportEmpty} />
      ) : data ? (
        <>
          <ReportSummary report={data} />
          <ReportFigures report={data} />
        </>
      ) : null}
    </div>
  );
}
