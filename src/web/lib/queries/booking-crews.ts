import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Crew } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";

// The crews a booking can be given to, for Booking Details and the schedule board; the Crews screen renews
// this key when it adds, renames or switches off a crew, so the pickers offer crews as they now are.
export const bookingCrewsQueryKey = ["booking-crews"] as const;

/** The switched-off crews too: a booking may still be theirs. */
export const getBookingCrews = () => api.get<Crew[]>("/bookings/crews");

export const getBookingCrewsQueryOptions = () =>
  queryOptions({ queryKey: bookingCrewsQueryKey, queryFn: getBookingCrews });

export function useBookingCrews() {
  return useQuery(getBookingCrewsQueryOptions());
}
