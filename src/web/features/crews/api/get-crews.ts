import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Crew } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";

export const crewsQueryKey = ["crews"] as const;

// The bookings feature's key of the crews its picker offers (queries stay fresh for 30 seconds): a crew
// added, renamed or switched off here is offered as it now is the next time Booking Details opens.
export const bookingCrewsQueryKey = ["booking-crews"] as const;

export const getCrews = () => api.get<Crew[]>("/crews");

export const getCrewsQueryOptions = () => queryOptions({ queryKey: crewsQueryKey, queryFn: getCrews });

export function useCrews() {
  return useQuery(getCrewsQueryOptions());
}
