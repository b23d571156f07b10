import { useState } from "react";
import type { Booking } from "~/shared/schemas/booking";
import { Dialog } from "~/web/components/ui/dialog";
import { emptyDraft, type BookingDraft } from "../lib/booking-draft";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingForm } from "./booking-form";

/**
 * The booking dialog, lazy-loaded by BookingDialogProvider. The draft lives here, outside the
 * dialog's body, so what the customer typed survives closing the dialog or a failed booking.
 */
export default function BookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [booked, setBooked] = useState<Booking | null>(null);

  return (
    <>
      <Dialog open={open} onClose={onClose} title="Book a Cleaning Service" size="max-w-2xl">
        <BookingForm
          draft={draft}
          onDraftChange={setDraft}
          onBooked={(booking) => {
            setDraft(emptyDraft);
            onClose();
            setBooked(booking);
          }}
        />
      </Dialog>
      <BookingConfirmation booking={booked} onClose={() => setBooked(null)} />
    </>
  );
}
