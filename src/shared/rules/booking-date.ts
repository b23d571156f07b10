// How far ahead a customer may ask for a visit (dates are plain `YYYY-MM-DD` dates in Lagos time).
// The earliest is today: see the booking service.
import { addYears, todayInLagos } from "../lagos-date.ts";

/** A visit can be asked for up to this many years ahead, the same day a year from today included. */
export const preferredDateYearsAhead = 1;

export const preferredDateTooFar = "Please choose a date within the next year";

/** The last date a visit can be asked for, as YYYY-MM-DD. */
export function latestPreferredDate(now: Date = new Date()): string {
  return addYears(todayInLagos(now), preferredDateYearsAhead);
}

export function isWithinBookingHorizon(isoDate: string, now: Date = new Date()): boolean {
  return isoDate <= latestPreferredDate(now);
}
