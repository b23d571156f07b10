import { timeWindowLabels, timeWindows, type TimeWindow } from "~/shared/booking-status";
import {
  dayClosedReason,
  dayFull,
  firstOpenWindow,
  nextFreeWindow,
  noFreeWindow,
  unavailableSuffix,
  type Availability,
} from "~/shared/rules/availability";
import type { AvailabilityDays } from "~/shared/schemas/availability";

type Days = AvailabilityDays["days"];

/**
 * The time list's options for `date`: a window that cannot be booked stays in the list, marked and
 * disabled, so the customer sees why it cannot be picked. Before the places are known every window is
 * offered and the server decides.
 */
export function windowChoices(days: Days | undefined, date: string) {
  const day = days?.find((candidate) => candidate.date === date);
  return timeWindows.map((window) => {
    const open = day ? day.windows.some((state) => state.window === window && state.open) : true;
    return { window, label: timeWindowLabels[window] + (open ? "" : unavailableSuffix), disabled: !open };
  });
}

/**
 * Why nothing can be booked on `date`, or undefined when something can (or it is not known yet): a closed
 * date or weekday says so ("We are closed on Sundays.") before any place is known.
 */
export function dayNote(
  days: Days | undefined,
  date: string,
  availability: Availability,
): string | undefined {
  const closed = dayClosedReason(availability, date);
  if (closed) return closed;
  const day = days?.find((candidate) => candidate.date === date);
  return day && !day.windows.some((window) => window.open) ? dayFull : undefined;
}

/** The line that says when the next free window is. */
export function nextFreeLine(days: Days | undefined): string | undefined {
  if (!days) return undefined;
  const next = firstOpenWindow(days);
  return next ? nextFreeWindow(next.date, next.window) : noFreeWindow;
}

/** Whether the chosen window is one the list offers, so a choice a new date rules out is cleared. */
export function isOffered(days: Days | undefined, date: string, window: TimeWindow | ""): boolean {
  if (!window) return true;
  return !windowChoices(days, date).find((choice) => choice.window === window)?.disabled;
}
