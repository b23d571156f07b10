import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PastWork } from "~/shared/schemas/past-work";
import { api } from "~/web/lib/api-client";

export const pastWorksQueryKey = ["past-works"] as const;

export const getPastWorks = () => api.get<PastWork[]>("/past-works/get");

export const getPastWorksQueryOptions = () =>
  queryOptions({ queryKey: pastWorksQueryKey, queryFn: getPastWorks });

export function usePastWorks() {
  return useQuery(getPastWorksQueryOptions());
}
