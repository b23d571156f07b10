import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import type { CrewAssignInput } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";
import { adminBookingsQueryKey } from "./get-bookings";

/** Gives the booking to a crew, or takes it off its crew with `crewId` null. */
export const assignCrew = ({ id, crewId }: CrewAssignInput & { id: string }) =>
  api.put<Booking>(`/bookings/${encodeURIComponent(id)}/crew`, { crewId });

/** Reloads the list whether it worked or not: another admin may have given the crew that window first. */
export function useAssignCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCrew,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}
