import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPastWorks, pastWorksQueryKey } from "./past-works";

export const getPastWorksQueryOptions = () =>
  queryOptions({ queryKey: pastWorksQueryKey, queryFn: ({ signal }) => getPastWorks(signal) });

export function usePastWorks() {
  return useQuery(getPastWorksQueryOptions());
}
