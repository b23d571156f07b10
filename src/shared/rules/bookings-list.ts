// How the staff's bookings list is paged, searched and counted (docs/decisions/013-bookings-pagination.md),
// and in what order it runs (docs/decisions/061-bookings-list-for-a-working-day.md).
import { timeWindows, type BookingStatus, type TimeWindow } from "../booking-status.ts";

/** The tabs above the list: every booking, or those of one status. */
export type BookingTab = "all" | BookingStatus;

export const bookingTabs: { value: BookingTab; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
];

/** Bookings in one answer of `GET /api/bookings/get` when no `pageSize` is asked for. */
export const defaultBookingsPageSize = 50;

/** The most bookings one answer may hold. */
export const maxBookingsPageSize = 100;

/** The longest search text the list accepts. */
export const maxBookingsSearchLength = 100;

/** A bound far past any real list, so page × size stays an exact number. */
export const maxBookingsPage = 1_000_000;

export const bookingsPageMessage = "Page must be a whole number from 1 to 1,000,000";
export const bookingsPageSizeMessage = `Page size must be a whole number from 1 to ${maxBookingsPageSize}`;
export const bookingsSearchMessage = `Search must be at most ${maxBookingsSearchLength} characters`;
export const bookingsStatusFilterMessage = "Status must be pending, confirmed, completed or cancelled";

/**
 * `?group=series`: each series of regular visits is one row, its first visit in the list's order (the next
 * one to come, or its latest when none is to come), and the counts count it once.
 */
export const seriesGroup = "series";
export const bookingsGroupMessage = "Group must be series";

/**
 * A window's place in the working day, as the list sorts visits of one date: morning, afternoon, evening,
 * then a visit without a window (one that still needs a place, or a booking from before windows).
 */
export function windowRank(window: TimeWindow | null): number {
  return window ? timeWindows.indexOf(window) + 1 : timeWindows.length + 1;
}

/** Response header: how many bookings (rows, with `group=series`) match the search and status filter, over all pages. */
export const bookingsTotalHeader = "x-total-count";

/**
 * Response header: JSON `{ all, pending, confirmed, completed, cancelled }`, the bookings matching the
 * search in each status (the status filter left aside), for the dashboard's tabs.
 */
export const bookingsCountsHeader = "x-status-counts";

/** Phone searches compare digits only, and only from this many digits on (fewer would match nearly all). */
export const minPhoneSearchDigits = 3;

/** How long the dashboard waits after the last key before it searches the server. */
export const bookingsSearchDelayMs = 300;

/** The services column names the first service and counts the rest: "Sofa Cleaning and 2 more". */
export function moreServicesLabel(count: number): string {
  return `and ${count} more`;
}

/** The export's file: `bookings-all-2026-11-27.csv`, named for the tab it was asked from and the day. */
export function bookingsExportFileName(status: BookingStatus | undefined, day: string): string {
  return `bookings-${status ?? "all"}-${day}.csv`;
}
