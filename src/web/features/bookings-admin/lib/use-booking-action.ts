import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useChangeBookingStatus, type BookingAction } from "../api/change-booking-status";

const doneMessages: Record<BookingAction, string> = {
  confirm: "Booking confirmed",
  complete: "Booking marked as completed",
  cancel: "Booking cancelled",
};

/**
 * Confirms, completes or cancels a booking from its details, after asking, and says how it went: the
 * bookings screen and the schedule board act the same way. `act` answers false when the user said no.
 */
export function useBookingAction() {
  const change = useChangeBookingStatus();
  async function act(bookingId: string, action: BookingAction): Promise<boolean> {
    if (!window.confirm(`Are you sure you want to ${action} this booking?`)) return false;
    try {
      await change.mutateAsync({ id: bookingId, action });
      notify.success(doneMessages[action]);
    } catch (error) {
      notify.error(errorMessage(error, "Something went wrong. Please try again."));
    }
    return true;
  }
  return { act, busy: change.isPending };
}
