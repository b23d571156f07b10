import { allVisitsConfirmed, confirmAllVisits } from "~/shared/rules/booking-actions";
import { somethingWentWrong } from "~/shared/rules/errors";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useConfirmSeries } from "../api/booking-series";

/**
 * Confirms every pending visit of a series still to come in one step (the customer is told once), from
 * Booking Details or from the series' row in the list; the list reloads with them confirmed.
 */
export function ConfirmAllVisits({ seriesId, className = "" }: { seriesId: string; className?: string }) {
  const confirming = useConfirmSeries(seriesId);
  const confirmAll = () =>
    confirming.mutate(undefined, {
      onSuccess: () => notify.success(allVisitsConfirmed),
      onError: (error) => notify.error(errorMessage(error, somethingWentWrong)),
    });
  return (
    <button
      type="button"
      disabled={confirming.isPending}
      onClick={confirmAll}
      className={`min-h-11 rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-60 ${className}`}
    >
      {confirmAllVisits}
    </button>
  );
}
