import { Form, Link } from "react-router";
import { visitLabel } from "~/shared/rules/notices";
import {
  cancelSeries,
  cancelSeriesQuestion,
  confirmCancelSeries,
  confirmSkipVisit,
  moveVisit,
  seriesCancelled,
  seriesSummaryLine,
  skipVisit,
  skipVisitQuestion,
  upcomingVisits,
  visitNeedsPlace,
  visitNeedsPlaceHelp,
} from "~/shared/rules/recurring";
import type { ManagedBooking } from "~/shared/schemas/manage";
import { useWindowHours } from "~/web/components/ui/visit-when";
import { manageIntents } from "../lib/manage-post";
import { ConfirmForm, manageButton } from "./confirm-form";

type Series = NonNullable<ManagedBooking["series"]>;
type Visit = Series["visits"][number];

function VisitRow({ visit, asking, here }: { visit: Visit; asking: boolean; here: string }) {
  const label = visitLabel(visit.date, visit.needsPlace ? null : visit.window, undefined, useWindowHours());
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-sm capitalize text-slate-700">{visit.status}</span>
      </div>
      {visit.needsPlace && visit.status !== "cancelled" && (
        <p className="text-sm text-amber-900">
          <strong>{visitNeedsPlace}:</strong> {visitNeedsPlaceHelp}
        </p>
      )}
      {visit.canChange && !asking && (
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${here}?visit=${visit._id}`}
            className={`${manageButton} border-brand-700 text-brand-800`}
          >
            {moveVisit}
          </Link>
          <Form method="post">
            <input type="hidden" name="visit" value={visit._id} />
            <button
              type="submit"
              name="intent"
              value={manageIntents.askSkip}
              className={`${manageButton} border-red-700 text-red-800`}
            >
              {skipVisit}
            </button>
          </Form>
        </div>
      )}
      {asking && (
        <ConfirmForm
          question={skipVisitQuestion}
          intent={manageIntents.skip}
          confirmLabel={confirmSkipVisit}
          keepHref={here}
        >
          <input type="hidden" name="visit" value={visit._id} />
        </ConfirmForm>
      )}
    </li>
  );
}

/**
 * The regular visits a manage link began: each visit still to come, moved or skipped on its own, and the
 * whole series ended at once. Every step is a plain form post or link, so all of it works without script.
 */
export function SeriesVisits({
  series,
  today,
  here,
  askingSkip,
  askingCancel,
}: {
  series: Series;
  today: string;
  here: string;
  askingSkip: string | null;
  askingCancel: boolean;
}) {
  const coming = series.visits.filter((visit) => visit.date >= today);
  const active = series.status === "active";
  return (
    <section aria-labelledby="visits-title" className="space-y-3">
      <h2 id="visits-title" className="text-xl font-bold text-slate-900">
        {upcomingVisits}
      </h2>
      <p className="text-slate-700">{seriesSummaryLine(series.frequency, series.discountPercent)}.</p>
      {!active && <p className="font-semibold text-slate-800">{seriesCancelled}</p>}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
        {coming.map((visit) => (
          <VisitRow key={visit._id} visit={visit} asking={askingSkip === visit._id} here={here} />
        ))}
      </ul>
      {active && coming.some((visit) => visit.canChange) && !askingCancel && (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={manageIntents.askCancelSeries}
            className={`${manageButton} w-full border-red-700 text-red-800 sm:w-auto`}
          >
            {cancelSeries}
          </button>
        </Form>
      )}
      {askingCancel && (
        <ConfirmForm
          question={cancelSeriesQuestion}
          intent={manageIntents.cancelSeries}
          confirmLabel={confirmCancelSeries}
          keepHref={here}
        />
      )}
    </section>
  );
}
