import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Today } from "~/shared/schemas/today";
import { api } from "~/web/lib/api-client";

/**
 * Under the bookings' key (`admin-bookings`, see bookings-admin's get-bookings): every change of a booking
 * that reloads the bookings list reloads Today and the menu's counts with it.
 */
export const todayQueryKey = ["admin-bookings", "today"] as const;

export const getToday = () => api.get<Today>("/today");

/** Polled gently, like the unread count, so a booking made while the dashboard is open shows up. */
export const getTodayQueryOptions = () =>
  queryOptions({ queryKey: todayQueryKey, queryFn: getToday, refetchInterval: 60_000 });

export function useToday() {
  return useQuery(getTodayQueryOptions());
}

/** How many new bookings wait to be confirmed: the count on the menu's Bookings. */
export function usePendingCount(): number {
  return useQuery(getTodayQueryOptions()).data?.counts.toConfirm ?? 0;
}
