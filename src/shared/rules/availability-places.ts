// A window's places: which bookings hold one, and what is said when the count drifts.
import type { BookingStatus } from "../booking-status.ts";

/** A booking holds its window's place while it is pending or confirmed; completed and cancelled ones give it back. */
export const liveStatuses = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

export function isLive(status: string): boolean {
  return (liveStatuses as readonly string[]).includes(status);
}

/** The server's log line when a booking gives back a place its window no longer counted. */
export const placeFreedAtZero = (date: string, window: string) =>
  `Window ${date} ${window} already counted 0 places when a booking gave its place back: its count had ` +
  "drifted. Run npm run admin -- doctor to see every window that differs, --repair to set them right.";
