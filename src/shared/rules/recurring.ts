// Regular visits (docs/decisions/034-recurring-series.md): how often a booking may repeat,
// the owner's discount for each frequency, which dates a series visits, and the words the booking form,
// the dashboard and the manage page use for them.
import { addDays } from "./availability.ts";

export const frequencies = ["once", "weekly", "fortnightly", "monthly"] as const;
export type Frequency = (typeof frequencies)[number];
export type RepeatingFrequency = Exclude<Frequency, "once">;
export const repeatingFrequencies = ["weekly", "fortnightly", "monthly"] as const;

export const frequencyLabels: Record<Frequency, string> = {
  once: "One time",
  weekly: "Weekly",
  fortnightly: "Every two weeks",
  monthly: "Monthly",
};

/** The owner's discount per frequency, in whole percent (Settings, "Regular visits"); 0 hides the frequency. */
export type RecurringDiscounts = Record<RepeatingFrequency, number>;
export const maxRecurringDiscount = 50;
export const defaultRecurringDiscounts: RecurringDiscounts = { weekly: 10, fortnightly: 5, monthly: 5 };
export function recurringDiscountNotValid(frequency: RepeatingFrequency): string {
  return `${frequencyLabels[frequency]} discount must be a whole number from 0 to ${maxRecurringDiscount}`;
}

/** The frequencies the booking form offers: One time always, the others while their discount is above 0. */
export function offeredFrequencies(discounts: RecurringDiscounts): Frequency[] {
  return frequencies.filter((frequency) => frequency === "once" || discounts[frequency] > 0);
}

/** A frequency's discount: 0 for one time. */
export function frequencyDiscount(discounts: RecurringDiscounts, frequency: Frequency): number {
  return frequency === "once" ? 0 : discounts[frequency];
}

/** The label the booking form shows beside a frequency, with its discount. */
export function frequencyOption(discounts: RecurringDiscounts, frequency: Frequency): string {
  const percent = frequencyDiscount(discounts, frequency);
  return percent > 0
    ? `${frequencyLabels[frequency]} (${percent}% off every visit)`
    : frequencyLabels[frequency];
}

/** How far ahead a series keeps its visits booked; a daily job tops it up as time passes. */
export const seriesHorizonDays = 56;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The series' visit number `index` (0 for the first): a monthly visit on a 31st falls on a shorter month's last day. */
export function visitDate(first: string, frequency: RepeatingFrequency, index: number): string {
  if (frequency === "weekly") return addDays(first, 7 * index);
  if (frequency === "fortnightly") return addDays(first, 14 * index);
  const [year, month, day] = first.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + index, 1));
  const lastDay = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The visit numbers from `fromIndex` on whose dates fall on or before `until`, with their dates. */
export function visitsUntil(
  first: string,
  frequency: RepeatingFrequency,
  fromIndex: number,
  until: string,
): { index: number; date: string }[] {
  const visits: { index: number; date: string }[] = [];
  for (let index = fromIndex; ; index++) {
    const date = visitDate(first, frequency, index);
    if (date > until) return visits;
    visits.push({ index, date });
  }
}

export const frequencyNotValid = "Choose one time, weekly, every two weeks or monthly";
export const frequencyNotOffered = "We do not offer that frequency at the moment. Please choose another.";
export const regularVisitNeedsDate = "Pick a date and time for the first visit of a regular booking.";
export function oneOffOnly(serviceName: string): string {
  return `${serviceName} is booked one time only. Please choose One time or remove it.`;
}

export const seriesStatuses = ["active", "cancelled"] as const;
export type SeriesStatus = (typeof seriesStatuses)[number];

/** What the dashboard and the manage page call a series. */
export function seriesTitle(frequency: RepeatingFrequency): string {
  return `${frequencyLabels[frequency]} cleaning`;
}
/** "Weekly cleaning, 10% off every visit": the line above a series' visits, wherever they are listed. */
export function seriesSummaryLine(frequency: RepeatingFrequency, discountPercent: number): string {
  return `${seriesTitle(frequency)}, ${discountPercent}% off every visit`;
}
export const regularVisitsHeading = "Regular visits";
/**
 * A series' row in the staff's bookings list, which opens to its visits: "Weekly · 8 visits". Where it
 * wraps, it wraps after the dot: the count and its word stay together.
 */
export function seriesRowLabel(frequency: RepeatingFrequency, visits: number): string {
  return `${frequencyLabels[frequency]}\u00a0· ${visits}\u00a0${visits === 1 ? "visit" : "visits"}`;
}
/** The list of a series' visits opened under its row, named for its customer. */
export function seriesVisitsOf(customerName: string): string {
  return `Regular visits of ${customerName}`;
}
export const moveVisit = "Move this visit";
export function moveVisitTitle(visit: string): string {
  return `Move your visit of ${visit}`;
}
export const confirmSkipVisit = "Yes, skip it";
export const confirmCancelSeries = "Yes, cancel them all";
export const keepSeries = "No, keep them";
export const seriesEnded = "Regular visits cancelled";
export const visitsNotLoaded = "The visits could not be loaded. Close and open the booking again.";
/** Flag on a visit the schedule had no room for: staff move it or skip it; it is never dropped. */
export const visitNeedsPlace = "Needs a place";
export const visitNeedsPlaceHelp =
  "This visit found no free place when it was added. Move it to a free time or skip it.";
export const skipVisit = "Skip this visit";
export const skipVisitQuestion = "Skip this visit? The other visits stay booked.";
export const visitSkipped = "This visit is skipped. The other visits stay booked.";
export const cancelSeries = "Cancel all remaining visits";
export const cancelSeriesQuestion =
  "Cancel every visit still to come? Past visits and their payments are kept.";
export const seriesCancelled = "Your regular visits are cancelled. Past visits are kept.";
export const noSeries = "This booking is not part of regular visits.";
export const visitNotInSeries = "That visit is not part of these regular visits.";
export const upcomingVisits = "Your upcoming visits";

/** The confirmation's line above the visits a new series booked: "Weekly cleaning: 8 visits booked". */
export function seriesBooked(frequency: RepeatingFrequency, visits: number): string {
  return `${seriesTitle(frequency)}: ${visits} ${visits === 1 ? "visit" : "visits"} booked`;
}
/** After a visit that needs a place, on the customer's confirmation. */
export const weWillCallForTime = "we will call you to find a time";
