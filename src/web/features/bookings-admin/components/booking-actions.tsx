import type { BookingStatus } from "~/shared/booking-status";
import {
  bookingActionLabels,
  confirmingNotice,
  tapAgainLabels,
  undoLabel,
} from "~/shared/rules/booking-actions";
import type { BookingAction } from "../api/change-booking-status";
import { useSecondTap } from "../lib/use-second-tap";
import { BookingStatusBadge } from "./booking-status-badge";

type BookingActionsProps = {
  status: BookingStatus;
  busy: boolean;
  onAction(action: BookingAction): void;
  /** A confirmation waiting its few seconds: Undo takes it back. */
  confirming: boolean;
  onUndo(): void;
  /** A quote still open (docs/decisions/063): it may only be cancelled until the customer accepts it. */
  onlyCancel?: boolean;
};

const button =
  "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The booking's status and what can be done with it, at the top of Booking Details (sticky, so on a phone
 * they stay in reach while the details scroll). Confirm acts at once and can be undone for a few seconds;
 * completing and cancelling, which cannot be taken back, act on a second tap.
 */
export function BookingActions({
  status,
  busy,
  onAction,
  confirming,
  onUndo,
  onlyCancel = false,
}: BookingActionsProps) {
  const second = useSecondTap<"complete" | "cancel">();
  const act = (action: "complete" | "cancel") => {
    if (second.tap(action)) onAction(action);
  };
  const live = (status === "pending" || status === "confirmed") && !onlyCancel;
  return (
    <div
      data-testid="booking-actions"
      className="sticky -top-6 z-10 -mx-6 mb-2 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-6 py-3"
    >
      <BookingStatusBadge status={confirming ? "confirmed" : status} />
      <div className="ml-auto flex flex-wrap justify-end gap-2" aria-live="polite">
        {confirming ? (
          <>
            <span className="self-center text-sm font-medium text-slate-700">{confirmingNotice}</span>
            <button
              type="button"
              onClick={onUndo}
              className={`${button} border border-slate-400 text-slate-900 hover:bg-slate-50`}
            >
              {undoLabel}
            </button>
          </>
        ) : (
          status === "pending" &&
          !onlyCancel && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onAction("confirm")}
              className={`${button} bg-sky-700 text-white hover:bg-sky-800`}
            >
              {bookingActionLabels.confirm}
            </button>
          )
        )}
        {live && (
          <button
            type="button"
            disabled={busy}
            onClick={() => act("complete")}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {second.armed === "complete" ? tapAgainLabels.complete : bookingActionLabels.complete}
          </button>
        )}
        {status !== "cancelled" && (
          <button
            type="button"
            // Completed is final: shown, but not allowed.
            disabled={busy || status === "completed"}
            onClick={() => act("cancel")}
            className={`${button} bg-red-700 text-white hover:bg-red-800`}
          >
            {second.armed === "cancel" ? tapAgainLabels.cancel : bookingActionLabels.cancel}
          </button>
        )}
      </div>
    </div>
  );
}
