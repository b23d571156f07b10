import { useState } from "react";
import { bookingSuccessMessage } from "~/shared/rules/booking";
import type { CreatedBooking } from "~/shared/schemas/booking";
import { Dialog } from "~/web/components/ui/dialog";
import { QueryProvider } from "~/web/lib/query-provider";
import { notify } from "~/web/lib/toast";
import type { BookingPreset } from "~/web/lib/booking-dialog-controls";
import { emptyDraft, withPreset, type BookingDraft } from "../lib/booking-draft";
import { dismissDialogToasts } from "../lib/dialog-toasts";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingForm } from "./booking-form";

type BookingDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What the last Book button asked for: a new object each press, so the same one applies again. */
  preset: BookingPreset | null;
};

/**
 * The booking dialog, lazy-loaded by BookingDialogProvider. The draft lives here, outside the
 * dialog's body, so what the customer typed survives closing the dialog or a failed booking.
 */
export default function BookingDialog({ open, onClose, preset }: BookingDialogProps) {
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [booked, setBooked] = useState<CreatedBooking | null>(null);
  // A Book button of a category or a service picks it in the draft, keeping what was typed.
  const [applied, setApplied] = useState<BookingPreset | null>(null);
  if (preset !== applied) {
    setApplied(preset);
    if (preset) setDraft((current) => withPreset(current, preset));
  }

  const close = () => {
    dismissDialogToasts();
    onClose();
  };

  return (
    <QueryProvider>
      <Dialog open={open} onClose={close} title="Book a Cleaning Service" size="max-w-2xl" focusClose>
        <BookingForm
          draft={draft}
          onDraftChange={setDraft}
          onBooked={(booking) => {
            setDraft(emptyDraft);
            close();
            notify.success(bookingSuccessMessage);
            setBooked(booking);
          }}
        />
      </Dialog>
      <BookingConfirmation booking={booked} onClose={() => setBooked(null)} />
    </QueryProvider>
  );
}
