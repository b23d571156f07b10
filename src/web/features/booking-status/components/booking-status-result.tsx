import { Dialog } from "~/web/components/ui/dialog";
import { BookingStatusDetails, type StatusLookup } from "./booking-status-details";

type BookingStatusResultProps = { result: StatusLookup | null; onClose: () => void };

/** The result popup: greets the customer by first name and shows the status badge. */
export function BookingStatusResult({ result, onClose }: BookingStatusResultProps) {
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title="Booking Status"
      size="max-w-md"
      closeLabel="Dismiss"
    >
      {result && (
        <div className="space-y-4">
          <BookingStatusDetails result={result} />
          <button
            type="button"
            onClick={onClose}
            className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      )}
    </Dialog>
  );
}
