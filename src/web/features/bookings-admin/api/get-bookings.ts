import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import { api } from "~/web/lib/api-client";

export const adminBookingsQueryKey = ["admin-bookings"] as const;

/** Every booking, newest first (the server's order). */
export const getBookings = () => api.get<Booking[]>("/bookings/get");

export const getBookingsQueryOptions = () =>
  queryOptions({ queryKey: adminBookingsQueryKey, queryFn: getBookings });

export function useBookings() {
  return useQuery(getBookingsQueryOptions());
}
