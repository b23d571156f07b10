import { useState } from "react";
import {
  cancelSeries,
  cancelSeriesQuestion,
  confirmCancelSeries,
  keepSeries,
  regularVisitsHeading,
  seriesEnded,
  seriesSummaryLine,
  visitsNotLoaded,
  visitNeedsPlace,
  visitNeedsPlaceHelp,
} from "~/shared/rules/recurring";
import type { Booking } from "~/shared/schemas/booking";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useBookingSeries, useCancelSeries } from "../api/booking-series";
import { ConfirmAllVisits } from "./confirm-all-visits";
import { SeriesVisitList } from "./series-visit-list";
import { somethingWentWrong } from "~/shared/rules/errors";

const button = "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60";

/**
 * The regular visits this booking is one of: every visit with its status, this one marked, and ending the
 * series (every visit still to come; past and completed ones stay). One visit is skipped with its own
 * Cancel Booking, and moved on the schedule board like any booking.
 */
export function BookingSeries({ booking, seriesId }: { booking: Booking; seriesId: string }) {
  const series = useBookingSeries(seriesId, booking.updatedAt);
  const ending = useCancelSeries(seriesId);
  const [asking, setAsking] = useState(false);
  const end = () =>
    ending.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify.success(seriesEnded);
      },
      onError: (error) => notify.error(errorMessage(error, somethingWentWrong)),
    });
  return (
    <section aria-labelledby="booking-series-title" className="border-t border-slate-100 py-4">
      <h3 id="booking-series-title" className="mb-2 font-semibold text-slate-900">
        {regularVisitsHeading}
      </h3>
      {booking.needsPlace && booking.status !== "cancelled" && (
        <p className="mb-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <strong>{visitNeedsPlace}:</strong> {visitNeedsPlaceHelp}
        </p>
      )}
      {series.isPending ? (
        <p className="text-sm text-slate-600">Loading visits...</p>
      ) : series.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {visitsNotLoaded}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {seriesSummaryLine(series.data.frequency, series.data.discountPercent)}
            {series.data.status === "cancelled" ? " (cancelled)" : ""}.
          </p>
          <div className="mt-2">
            <SeriesVisitList visits={series.data.visits} current={booking._id} />
          </div>
          {series.data.visits.some((visit) => visit.status === "pending") && (
            <ConfirmAllVisits seriesId={seriesId} className="mt-3 mr-2" />
          )}
          {series.data.status === "active" && !asking && (
            <button
              type="button"
              onClick={() => setAsking(true)}
              className={`${button} mt-3 border border-red-700 text-red-800 hover:bg-red-50`}
            >
              {cancelSeries}
            </button>
          )}
          {asking && (
            <div
              role="alertdialog"
              aria-label={cancelSeriesQuestion}
              className="mt-3 rounded-lg bg-red-50 p-3"
            >
              <p className="mb-2 text-sm font-semibold text-red-900">{cancelSeriesQuestion}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={ending.isPending}
                  onClick={end}
                  className={`${button} bg-red-700 text-white`}
                >
                  {confirmCancelSeries}
                </button>
                <button
                  type="button"
                  onClick={() => setAsking(false)}
                  className={`${button} border border-slate-300 text-slate-800`}
                >
                  {keepSeries}
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
