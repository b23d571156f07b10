// One source for when the business works (docs/decisions/054-opening-hours-drive-windows.md): the opening
// hours the contact page shows decide which weekdays take bookings, unless the owner sets a weekday's
// windows otherwise under Availability. Read by the settings service when the hours are saved.
import { timeWindows } from "../booking-status.ts";
import type { Availability } from "./availability.ts";
import { weekdays, type Weekday } from "./settings.ts";

type Hours = Record<Weekday, { closed: boolean }>;

/**
 * The availability after the opening hours change from `before` to `after`: a weekday that closes stops
 * taking bookings (every window 0); a weekday that opens again takes them without a limit where every
 * window was closed. A weekday whose hours did not open or close keeps what the owner set, so a closed
 * weekday the owner opened on purpose under Availability stays open.
 */
export function availabilityFollowingHours(
  availability: Availability,
  before: Hours,
  after: Hours,
): Availability {
  const capacity = structuredClone(availability.capacity);
  for (const day of weekdays) {
    if (before[day].closed === after[day].closed) continue;
    const allClosed = timeWindows.every((window) => capacity[day][window] === 0);
    if (after[day].closed) capacity[day] = { morning: 0, afternoon: 0, evening: 0 };
    else if (allClosed) capacity[day] = { morning: null, afternoon: null, evening: null };
  }
  return { ...availability, capacity };
}

/** The Settings screen's line under the opening hours: what closing a day there does. */
export const hoursDriveWindows =
  "Closing a day here also closes its booking windows; opening it again reopens them. Availability can still set a day otherwise.";
