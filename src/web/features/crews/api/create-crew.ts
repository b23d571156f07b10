import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Crew, CrewCreateInput } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";
import { bookingCrewsQueryKey } from "~/web/lib/queries/booking-crews";
import { crewsQueryKey } from "./get-crews";

export const createCrew = (input: CrewCreateInput) => api.post<Crew>("/crews", input);

/** A new crew also has a calendar feed of its own and is offered in Booking Details: each list is read again. */
export function useCreateCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCrew,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
        queryClient.invalidateQueries({ queryKey: bookingCrewsQueryKey }),
      ]),
  });
}
