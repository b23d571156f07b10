import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Crew, CrewUpdateInput } from "~/shared/schemas/crew";
import { apiRequest } from "~/web/lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";
import { bookingCrewsQueryKey } from "~/web/lib/queries/booking-crews";
import { crewsQueryKey } from "./get-crews";

export const updateCrew = ({ id, ...changes }: CrewUpdateInput & { id: string }) =>
  apiRequest<Crew>(`/crews/${encodeURIComponent(id)}`, { method: "PATCH", body: changes });

/** The feeds and the crew picker name the crews: a rename or a switch shows there too. */
export function useUpdateCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCrew,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
        queryClient.invalidateQueries({ queryKey: bookingCrewsQueryKey }),
      ]),
  });
}
