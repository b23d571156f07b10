import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import type { Booking } from "~/shared/schemas/booking";
import { useChangeBookingStatus, type BookingAction } from "../api/change-booking-status";
import { somethingWentWrong } from "~/shared/rules/errors";

const doneMessages: Record<BookingAction, string> = {
  confirm: "Booking confirmed",
  complete: "Booking marked as completed",
  cancel: "Booking cancelled",
};

/**
 * Confirms, completes or cancels a booking from its details and says how it went: the bookings screen and
 * the schedule board act the same way. Booking Details asks first in place (an undo, a second tap), never
 * through a browser dialog. Answers the booking as changed, or undefined when the server refused.
 */
export function useBookingAction() {
  const change = useChangeBookingStatus();
  async function act(bookingId: string, action: BookingAction): Promise<Booking | undefined> {
    try {
      const changed = await change.mutateAsync({ id: bookingId, action });
      notify.success(doneMessages[action]);
      return changed;
    } catch (error) {
      notify.error(errorMessage(error, somethingWentWrong));
      return undefined;
    }
  }
  return { act, busy: change.isPending };
}
