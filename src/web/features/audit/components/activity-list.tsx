import type { AuditEntry } from "~/shared/schemas/audit";
import { errorMessage } from "~/web/lib/api-client";
import { useAudit } from "../api/get-audit";

const actionLabels: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  status: "Changed status of",
  cancel: "Cancelled",
  password: "Changed password of",
  toggle: "Toggled",
  upload: "Uploaded",
  read: "Read",
};

function describe(entry: AuditEntry): string {
  const verb = actionLabels[entry.action] ?? entry.action;
  const { from, to } = entry.details;
  const status = entry.action === "status" && typeof to === "string" ? ` from ${String(from)} to ${to}` : "";
  return `${verb} ${entry.entity}${status}`;
}

/** Whose details to show for the record: a readable name or code when the entry carries one. */
function recordOf(entry: AuditEntry): string {
  const d = entry.details;
  for (const key of ["bookingId", "code", "name", "title"]) if (typeof d[key] === "string") return d[key];
  return entry.entityId ?? "—";
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-NG", {
    timeZone: "Africa/Lagos",
    dateStyle: "medium",
    timeStyle: "medium",
  });

/** The audit trail's latest entries: who did what, to which record, when (B4). */
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
        <p className="py-10 text-center text-slate-600">No activity yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                {["When", "Who", "What", "Record"].map((column) => (
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
                  <td className="px-4 py-3 text-slate-900">{entry.actorEmail}</td>
                  <td className="px-4 py-3 text-slate-900">{describe(entry)}</td>
                  <td className="px-4 py-3 font-mono text-xs break-all text-slate-700">{recordOf(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
