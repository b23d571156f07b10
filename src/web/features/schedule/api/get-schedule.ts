import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import { apiRequest } from "~/web/lib/api-client";

/**
 * Every schedule query starts with this key: invalidating it reloads the board. It sits under the bookings
 * list's own key ("admin-bookings"), so whatever reloads the bookings after a change (a status, a crew
 * given in Booking Details) reloads the board too.
 */
export const scheduleQueryKey = ["admin-bookings", "schedule"] as const;

/**
 * Every booking whose preferred date is from `from` to `to`, in one answer (decision 070): a phone on a
 * slow network waits for one round trip, not one a page.
 */
export async function getScheduleBookings(from: string, to: string, signal?: AbortSignal) {
  return apiRequest<Booking[]>(`/bookings/board?${new URLSearchParams({ from, to })}`, { signal });
}

export const getScheduleQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, from, to],
    queryFn: ({ signal }) => getScheduleBookings(from, to, signal),
  });

export function useSchedule(from: string, to: string) {
  return useQuery(getScheduleQueryOptions(from, to));
}
