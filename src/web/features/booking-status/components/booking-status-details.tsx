import type { BookingStatusResult } from "~/shared/schemas/booking";
import { StatusBadge } from "./status-badge";
import { VisitWhen } from "~/web/components/ui/visit-when";

export type StatusLookup = BookingStatusResult & { bookingId: string };

/**
 * The answer to a status check: the customer greeted by first name, the ID, the status badge and what it
 * means, and the visit's day, window and services (never where or whom to call: anyone may type an ID).
 */
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
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt>Date and time</dt>
          <dd className="text-right text-slate-900">
            <VisitWhen date={result.preferredDate} window={result.preferredTime} />
          </dd>
        </div>
        {result.services.length > 0 && (
          <div className="flex flex-wrap justify-between gap-2">
            <dt>Services</dt>
            <dd className="text-right text-slate-900">
              <ul>
                {result.services.map((name, index) => (
                  <li key={`${name}-${index}`}>{name}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <p className="rounded-lg bg-white p-3 text-slate-800" data-status-meaning>
        {result.statusMeaning}
      </p>
    </>
  );
}
