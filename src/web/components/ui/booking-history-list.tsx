import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { describeBookingEvent, eventActorLabel } from "~/shared/rules/manage";
import type { BookingEvent } from "~/shared/schemas/manage";

/**
 * A booking's steps, oldest first, each with when and who: the customer's manage page and the dashboard's
 * Booking Details both show it (the customer's page never names staff).
 */
export function BookingHistoryList({
  events,
  audience,
}: {
  events: readonly BookingEvent[];
  audience: "customer" | "staff";
}) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No history recorded.</p>;
  return (
    <ol className="space-y-2 text-sm" aria-label="Booking history">
      {events.map((event) => (
        <li key={`${event.at}-${event.kind}`} className="border-l-2 border-brand-200 pl-3">
          <p className="font-medium break-words text-slate-900">
            {describeBookingEvent(event.kind, event.details, audience)}
          </p>
          <p className="text-slate-600">
            <time dateTime={event.at}>{formatLagosMoment(event.at)}</time>
            {" · "}
            {eventActorLabel(event.actor, event.actorName, audience)}
          </p>
        </li>
      ))}
    </ol>
  );
}
