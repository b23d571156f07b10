// Status colours: pending yellow, confirmed blue, completed green, cancelled red, else grey.
const badgeClasses: Record<string, string> = {
  pending: "bg-yellow-300 text-yellow-950",
  confirmed: "bg-blue-700 text-white",
  completed: "bg-green-700 text-white",
  cancelled: "bg-red-700 text-white",
};
const otherClasses = "bg-slate-600 text-white";

export function StatusBadge({ status }: { status: string }) {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown";
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${badgeClasses[status] ?? otherClasses}`}
    >
      {label}
    </span>
  );
}
