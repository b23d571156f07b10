import type { BookingStatus } from "~/shared/booking-status";

/**
 * Downloads every booking of a search and status as one CSV file, which the server streams
 * (`GET /api/bookings/export.csv`): the browser saves it as it arrives, whatever its size.
 */
export function exportBookings(query: { q: string; status?: BookingStatus }): void {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.status) params.set("status", query.status);
  const link = document.createElement("a");
  link.href = `/api/bookings/export.csv?${params}`;
  // The server names the file (Content-Disposition); `download` keeps the dashboard on its page.
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}
