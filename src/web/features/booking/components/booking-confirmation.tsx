import type { CreatedBooking } from "~/shared/schemas/booking";
import { Dialog } from "~/web/components/ui/dialog";
import { ConfirmationBody } from "./booking-confirmation-body";

type BookingConfirmationProps = { booking: CreatedBooking | null; onClose: () => void };

/** Shown after a booking: without the ID a customer cannot check the status. */
export function BookingConfirmation({ booking, onClose }: BookingConfirmationProps) {
  return (
    <Dialog open={booking !== null} onClose={onClose} title="Booking Received" size="max-w-md">
      {booking && <ConfirmationBody booking={booking} onClose={onClose} />}
    </Dialog>
  );
}
