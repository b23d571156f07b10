import { z } from "zod";
import { bookingStatuses, timeWindows } from "../booking-status.ts";
import { repeatingFrequencies, seriesStatuses } from "../rules/recurring.ts";

/** One visit of a series as the booking's answer and the manage page list it. */
export const seriesVisit = z.object({
  _id: z.string(),
  bookingId: z.string(),
  date: z.string(),
  /** The series' window; a visit with `needsPlace` has no place in it yet. */
  window: z.enum(timeWindows),
  needsPlace: z.boolean(),
  status: z.enum(bookingStatuses),
});
export type SeriesVisit = z.infer<typeof seriesVisit>;

/** Regular visits (docs/decisions/034-recurring-series.md): how often, at what discount, and the visits booked so far. */
export const seriesSummary = z.object({
  id: z.string(),
  frequency: z.enum(repeatingFrequencies),
  discountPercent: z.number(),
  status: z.enum(seriesStatuses),
  visits: z.array(seriesVisit),
});
export type SeriesSummary = z.infer<typeof seriesSummary>;
