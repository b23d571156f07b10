import type { Booking } from "~/shared/schemas/booking";
import { BookingHistoryList } from "~/web/components/ui/booking-history-list";
import { useBookingHistory } from "~/web/lib/queries/booking-history";

/** Every step of the booking with when and who, for staff (decision 031). */
export function BookingHistory({ booking }: { booking: Booking }) {
  const history = useBookingHistory(booking);
  return (
    <section aria-labelledby="booking-history-title" className="border-t border-slate-100 pt-4">
      <h3 id="booking-history-title" className="mb-2 font-semibold text-slate-900">
        History
      </h3>
      {history.isPending ? (
        <p className="text-sm text-slate-600">Loading history...</p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The history could not be loaded. Close and open the booking again.
        </p>
      ) : (
        <BookingHistoryList events={history.data.events} audience="staff" />
      )}
    </section>
  );
}
