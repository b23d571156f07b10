import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PastWork } from "~/shared/schemas/past-work";
import { api } from "~/web/lib/api-client";

export const getPastWorks = (signal?: AbortSignal) => api.get<PastWork[]>("/past-works/get", { signal });

export const getPastWorksQueryOptions = () =>
  queryOptions({ queryKey: ["catalogue", "past-works"], queryFn: ({ signal }) => getPastWorks(signal) });

export const usePastWorks = () => useQuery(getPastWorksQueryOptions());
