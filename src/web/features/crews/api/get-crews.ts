import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CrewWithLink } from "~/shared/schemas/crew";
import { api } from "~/web/lib/api-client";

export const crewsQueryKey = ["crews"] as const;

export const getCrews = () => api.get<CrewWithLink[]>("/crews");

export const getCrewsQueryOptions = () => queryOptions({ queryKey: crewsQueryKey, queryFn: getCrews });

export function useCrews() {
  return useQuery(getCrewsQueryOptions());
}
