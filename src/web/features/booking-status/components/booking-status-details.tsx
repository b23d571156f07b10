import { StatusBadge } from "./status-badge";

export type StatusLookup = { bookingId: string; name: string; status: string };

/** The answer to a status check: the customer greeted by first name, the ID and the status badge. */
export function BookingStatusDetails({ result }: { result: StatusLookup }) {
  return (
    <>
      <p className="text-lg text-slate-900">Hello, {result.name || "there"}!</p>
      <dl className="space-y-3 text-slate-700">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt>Booking ID</dt>
          <dd className="font-mono font-semibold break-all text-slate-900">{result.bookingId}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt>Status</dt>
          <dd>
            <StatusBadge status={result.status} />
          </dd>
        </div>
      </dl>
    </>
  );
}
