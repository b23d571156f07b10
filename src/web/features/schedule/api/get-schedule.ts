import { queryOptions, useQuery } from "@tanstack/react-query";
import { bookingsTotalHeader, maxBookingsPageSize } from "~/shared/rules/bookings-list";
import type { Booking } from "~/shared/schemas/booking";
import { apiResponse } from "~/web/lib/api-client";

/**
 * Every schedule query starts with this key: invalidating it reloads the board. It sits under the bookings
 * list's own key ("admin-bookings"), so whatever reloads the bookings after a change (a status, a crew
 * given in Booking Details) reloads the board too.
 */
export const scheduleQueryKey = ["admin-bookings", "schedule"] as const;

/** A week of a busy business fits in a few pages; the bound only keeps a mistake from looping. */
const maxPages = 50;

/** Every booking whose preferred date is from `from` to `to`, read page after page. */
export async function getScheduleBookings(from: string, to: string, signal?: AbortSignal) {
  const all = new Map<string, Booking>();
  for (let page = 1; page <= maxPages; page++) {
    const params = new URLSearchParams({
      from,
      to,
      page: String(page),
      pageSize: String(maxBookingsPageSize),
    });
    const { data, headers } = await apiResponse<Booking[]>(`/bookings/get?${params}`, { signal });
    // A booking made while the pages are read moves the others down: keep each once.
    for (const booking of data) all.set(booking._id, booking);
    const total = Number(headers.get(bookingsTotalHeader) ?? data.length);
    if (data.length < maxBookingsPageSize || page * maxBookingsPageSize >= total) break;
  }
  return [...all.values()];
}

export const getScheduleQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, from, to],
    queryFn: ({ signal }) => getScheduleBookings(from, to, signal),
  });

export function useSchedule(from: string, to: string) {
  return useQuery(getScheduleQueryOptions(from, to));
}
