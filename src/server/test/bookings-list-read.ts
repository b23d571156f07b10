// One read of the staff's bookings list as the dashboard makes it: the page of bookings, the total and
// per-status counts headers, and the cursor to the next page.
import type { FastifyInstance } from "fastify";
import { bookingsCountsHeader, bookingsTotalHeader } from "../../shared/rules/bookings-list.ts";
import { nextCursorHeader } from "../../shared/rules/paging.ts";
import type { Booking } from "../../shared/schemas/booking.ts";

export async function readBookingsList(app: FastifyInstance, cookie: string, query: string) {
  const response = await app.inject({ url: `/api/bookings/get?${query}`, headers: { cookie } });
  const next = response.headers[nextCursorHeader];
  return {
    status: response.statusCode,
    json: response.json(),
    rows: response.statusCode === 200 ? (response.json() as Booking[]) : [],
    total: Number(response.headers[bookingsTotalHeader]),
    counts: JSON.parse(String(response.headers[bookingsCountsHeader] ?? "null")) as Record<string, number>,
    next: typeof next === "string" ? next : undefined,
  };
}
