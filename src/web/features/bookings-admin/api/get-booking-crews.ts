import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Crew } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";

export const bookingCrewsQueryKey = ["booking-crews"] as const;

/** The crews a booking can be given to, the switched-off ones too (a booking may still be theirs). */
export const getBookingCrews = () => api.get<Crew[]>("/bookings/crews");

export const getBookingCrewsQueryOptions = () =>
  queryOptions({ queryKey: bookingCrewsQueryKey, queryFn: getBookingCrews });

export function useBookingCrews() {
  return useQuery(getBookingCrewsQueryOptions());
}
