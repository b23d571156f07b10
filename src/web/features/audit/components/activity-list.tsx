import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { EmptyState } from "~/web/components/ui/empty-state";
import { visibleScrollbar } from "~/web/components/ui/visible-scrollbar";
import { errorMessage } from "~/web/lib/api-client";
import { useAudit } from "../api/get-audit";

/**
 * The audit trail's latest entries: who did what, when. What was done is the server's sentence
 * for the entry (src/shared/rules/audit.ts), which names the record instead of showing its id.
 */
export function ActivityList() {
  const audit = useAudit();
  const entries = audit.data?.pages.flat() ?? [];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Activity</h1>
      {audit.isPending ? (
        <p role="status" className="py-10 text-center text-slate-600">
          Loading activity...
        </p>
      ) : audit.isError ? (
        <p role="alert" className="py-10 text-center text-red-700">
          {errorMessage(audit.error, "Failed to load activity.")}
        </p>
      ) : entries.length === 0 ? (
        <EmptyState title="No activity yet." hint="Changes made in the dashboard appear here." />
      ) : (
        // Three columns fit a 360 px phone when the date may wrap and a long name may break anywhere, so
        // the table never needs a sideways scroll there.
        <div
          className={`overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm ${visibleScrollbar}`}
        >
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Latest changes in the dashboard</caption>
            <thead className="bg-slate-50">
              <tr>
                {["When", "Who", "What"].map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-3 py-3 text-left font-semibold text-slate-700 sm:px-4"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <td className="px-3 py-3 text-slate-700 sm:px-4 sm:whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{formatLagosMoment(entry.createdAt, "medium")}</time>
                  </td>
                  <td className="px-3 py-3 break-all text-slate-900 sm:px-4">{entry.actorEmail}</td>
                  <td className="px-3 py-3 wrap-anywhere text-slate-900 sm:px-4">{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.hasNextPage && (
        <button
          type="button"
          onClick={() => void audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {audit.isFetchingNextPage ? "Loading..." : "Show older activity"}
        </button>
      )}
    </div>
  );
}
