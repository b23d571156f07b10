import { visitLabel } from "../../../shared/rules/notices.ts";
import { seriesBooked, visitNeedsPlace, weWillCallForTime } from "../../../shared/rules/recurring.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";

/** The visits a repeating booking booked, as the confirmation mail lists them; none for one time. */
export function seriesLines(series: SeriesSummary | undefined): string[] {
  if (!series) return [];
  return [
    `${seriesBooked(series.frequency, series.visits.length)}:`,
    ...series.visits.map((visit) =>
      visit.needsPlace
        ? `${visitLabel(visit.date, null)}: ${visitNeedsPlace}, ${weWillCallForTime}`
        : visitLabel(visit.date, visit.window),
    ),
  ];
}
