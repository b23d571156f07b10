import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUser } from "~/shared/schemas/user";
import { getUser, userQueryKey } from "./user";

export const getUserQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000, retry: false });

/** undefined while unknown, null when signed out, the user when signed in. */
export function useUser(): AdminUser | null | undefined {
  const query = useQuery(getUserQueryOptions());
  if (query.isError) return null;
  return query.data;
}
