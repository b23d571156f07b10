import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Crew } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";

/** The crews staff may give jobs to, switched-off ones included: they may still hold a job. */
export const getBoardCrews = () => api.get<Crew[]>("/bookings/crews");

export const getBoardCrewsQueryOptions = () =>
  queryOptions({ queryKey: ["schedule-crews"], queryFn: getBoardCrews });

export function useBoardCrews() {
  return useQuery(getBoardCrewsQueryOptions());
}
