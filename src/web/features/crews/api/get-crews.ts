import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Crew } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";

export const crewsQueryKey = ["crews"] as const;

export const getCrews = () => api.get<Crew[]>("/crews");

export const getCrewsQueryOptions = () => queryOptions({ queryKey: crewsQueryKey, queryFn: getCrews });

export function useCrews() {
  return useQuery(getCrewsQueryOptions());
}
