import { seriesRowLabel, seriesVisitsOf, visitsNotLoaded } from "~/shared/rules/recurring";
import type { Booking } from "~/shared/schemas/booking";
import { useBookingSeries } from "../api/booking-series";
import { ConfirmAllVisits } from "./confirm-all-visits";
import { SeriesVisitList } from "./series-visit-list";

/** A row that stands for a series (docs/decisions/061): the booking shown, with its series said. */
export type SeriesLead = Booking & { seriesId: string; seriesRow: NonNullable<Booking["seriesRow"]> };

export const leadsSeries = (booking: Booking): booking is SeriesLead =>
  Boolean(booking.seriesId && booking.seriesRow);

/** The id of the row under a series' row that lists its visits. */
export const seriesVisitsId = (booking: SeriesLead) => `series-visits-${booking._id}`;

/** "Weekly · 8 visits" on a series' row: a tap opens its visits under the row, and closes them again. */
export function SeriesToggle({
  booking,
  open,
  onToggle,
}: {
  booking: SeriesLead;
  open: boolean;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={seriesVisitsId(booking)}
      onClick={onToggle}
      className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-full bg-violet-50 px-3 text-left text-xs font-semibold text-violet-900 ring-1 ring-violet-200 hover:bg-violet-100 @xl:min-h-7 @xl:rounded-lg @xl:px-1.5 @xl:py-0.5"
    >
      <span aria-hidden="true" className={`inline-block transition-transform ${open ? "rotate-90" : ""}`}>
        ▸
      </span>
      {seriesRowLabel(booking.seriesRow.frequency, booking.seriesRow.visits)}
    </button>
  );
}

/**
 * Under a series' row: every visit of the series with its status, each opening its own details, and
 * Confirm all visits while any visit to come waits to be confirmed. A card of its own on a phone; one
 * cell across the table from 36rem.
 */
export function SeriesVisitsRow({ booking, columns }: { booking: SeriesLead; columns: number }) {
  const series = useBookingSeries(booking.seriesId, booking.updatedAt);
  return (
    <tr
      id={seriesVisitsId(booking)}
      className="block rounded-xl border border-violet-200 bg-violet-50/60 p-4 @xl:table-row @xl:rounded-none @xl:border-0"
    >
      <td colSpan={columns} className="block @xl:table-cell @xl:px-4 @xl:py-3">
        <section aria-label={seriesVisitsOf(booking.customerName)}>
          {series.isPending ? (
            <p className="text-sm text-slate-600">Loading visits...</p>
          ) : series.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {visitsNotLoaded}
            </p>
          ) : (
            <SeriesVisitList visits={series.data.visits} current={booking._id} />
          )}
          {booking.seriesRow.toConfirm > 0 && (
            <ConfirmAllVisits seriesId={booking.seriesId} className="mt-3" />
          )}
        </section>
      </td>
    </tr>
  );
}
