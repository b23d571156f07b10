import { queryOptions, useQuery } from "@tanstack/react-query";
import { maxBookingsPageSize } from "~/shared/rules/bookings-list";
import { nextCursorHeader } from "~/shared/rules/paging";
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

/**
 * Every booking whose preferred date is from `from` to `to`, page after page: each page after the first is
 * read from the cursor the one before gave (decision 056), so a booking made meanwhile moves nothing.
 */
export async function getScheduleBookings(from: string, to: string, signal?: AbortSignal) {
  const all = new Map<string, Booking>();
  let cursor: string | null = null;
  for (let page = 1; page <= maxPages; page++) {
    const params = new URLSearchParams({ from, to, pageSize: String(maxBookingsPageSize) });
    if (cursor) params.set("cursor", cursor);
    const { data, headers } = await apiResponse<Booking[]>(`/bookings/get?${params}`, { signal });
    for (const booking of data) all.set(booking._id, booking);
    cursor = headers.get(nextCursorHeader);
    if (!cursor) break;
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
