import { Link } from "react-router";
import { visitLabel } from "~/shared/rules/notices";
import { visitNeedsPlace } from "~/shared/rules/recurring";
import { bookingDetailsPath } from "~/shared/rules/today";
import type { SeriesVisit } from "~/shared/schemas/series";
import { BookingStatusBadge } from "./booking-status-badge";

const whenOf = (visit: SeriesVisit) =>
  `${visit.bookingId} · ${visitLabel(visit.date, visit.needsPlace ? null : visit.window)}${
    visit.needsPlace && visit.status !== "cancelled" ? ` · ${visitNeedsPlace}` : ""
  }`;

/**
 * Every visit of a series with its status, in the order they come; `current` (the visit already open)
 * is marked, and each other one opens its own details in one tap.
 */
export function SeriesVisitList({ visits, current }: { visits: SeriesVisit[]; current: string }) {
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {visits.map((visit) => (
        <li
          key={visit._id}
          aria-current={visit._id === current ? "true" : undefined}
          className={`flex flex-wrap items-center justify-between gap-2 py-1.5 ${visit._id === current ? "font-semibold" : ""}`}
        >
          {visit._id === current ? (
            <span>{whenOf(visit)}</span>
          ) : (
            <Link
              to={bookingDetailsPath(visit.bookingId)}
              className="inline-flex min-h-11 items-center text-brand-800 underline"
            >
              {whenOf(visit)}
            </Link>
          )}
          <BookingStatusBadge status={visit.status} />
        </li>
      ))}
    </ol>
  );
}
