import { EmptyState } from "~/web/components/ui/empty-state";
import { errorMessage } from "~/web/lib/api-client";
import { useAudit } from "../api/get-audit";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-NG", {
    timeZone: "Africa/Lagos",
    dateStyle: "medium",
    timeStyle: "medium",
  });

/**
 * The audit trail's latest entries: who did what, when (B4). What was done is the server's sentence
 * for the entry (src/shared/rules/audit.ts), which names the record instead of showing its id.
 */
export function ActivityList() {
  const audit = useAudit();
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
      ) : audit.data.length === 0 ? (
        <EmptyState title="No activity yet." hint="Changes made in the dashboard appear here." />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Latest changes in the dashboard</caption>
            <thead className="bg-slate-50">
              <tr>
                {["When", "Who", "What"].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {audit.data.map((entry) => (
                <tr key={entry._id}>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3 break-all text-slate-900">{entry.actorEmail}</td>
                  <td className="px-4 py-3 text-slate-900">{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
