import type { BookingStatus } from "~/shared/booking-status";
import type { Booking } from "~/shared/schemas/booking";

export type BookingTab = "all" | BookingStatus;

export const bookingTabs: { value: BookingTab; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
];

export function countByTab(bookings: readonly Booking[]): Record<BookingTab, number> {
  const counts: Record<BookingTab, number> = {
    all: bookings.length,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
  };
  for (const booking of bookings) counts[booking.status] += 1;
  return counts;
}

/** The bookings of a tab matching the search (booking ID, name, email or phone; case and spacing ignored). */
export function filterBookings(bookings: readonly Booking[], tab: BookingTab, search: string): Booking[] {
  const needle = search.trim().toLowerCase();
  const digits = needle.replace(/[^0-9]/g, "");
  return bookings.filter((booking) => {
    if (tab !== "all" && booking.status !== tab) return false;
    if (!needle) return true;
    if (
      [booking.bookingId, booking.customerName, booking.email].some((text) =>
        text.toLowerCase().includes(needle),
      )
    )
      return true;
    // Phones are typed with and without spaces or dashes: compare the digits.
    return digits.length >= 3 && booking.phone.replace(/[^0-9]/g, "").includes(digits);
  });
}

/** Newest first, whatever order the list arrived in. */
export function newestFirst(bookings: readonly Booking[]): Booking[] {
  return [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
