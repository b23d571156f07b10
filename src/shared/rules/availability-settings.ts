// The words of the owner's availability settings when a value is refused (src/shared/schemas/availability.ts
// and the Settings screen). Kept apart from the availability rules the booking pages load, which need none
// of them.
import { timeWindowLabels, type TimeWindow } from "../booking-status.ts";
import { availabilityLimits } from "./availability.ts";

export const windowEndsBeforeStart = "A time window must end after it starts";
export const jobsPerWindowNotValid = `Jobs per window must be a whole number from 0 to ${availabilityLimits.jobsPerWindow}, or empty for no limit`;
export const noticeHoursNotValid = `Least notice must be a whole number of hours from 0 to ${availabilityLimits.noticeHours}`;
export const changeHoursNotValid = `Online changes close must be a whole number of hours from 0 to ${availabilityLimits.changeHours}`;
export const daysAheadNotValid = `How far ahead must be a whole number of days from 1 to ${availabilityLimits.daysAhead}`;
export function windowsOutOfOrder(window: TimeWindow, before: TimeWindow): string {
  return `${timeWindowLabels[window]} must start when ${timeWindowLabels[before].toLowerCase()} ends or later`;
}
export const closedDateTwice = "That date is already in the list";
