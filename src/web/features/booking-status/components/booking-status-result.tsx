import { Dialog } from "~/web/components/ui/dialog";
import { StatusBadge } from "./status-badge";

export type StatusLookup = { bookingId: string; name: string; status: string };

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
          <p className="text-lg text-slate-900">Hello, {result.name || "there"}!</p>
          <dl className="space-y-3 text-slate-700">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt>Booking ID</dt>
              <dd className="font-mono font-semibold break-all text-slate-900">{result.bookingId}</dd>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt>Status</dt>
              <dd>
                <StatusBadge status={result.status} />
              </dd>
            </div>
          </dl>
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
