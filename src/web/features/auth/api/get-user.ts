import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUser } from "~/shared/schemas/user";
import { api, ApiError } from "~/web/lib/api-client";

export const userQueryKey = ["user"] as const;

/** The session user: the admin, or null when signed out (a failed call means signed out). */
export async function getUser(): Promise<AdminUser | null> {
  try {
    return await api.get<AdminUser>("/user/user", { silent401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getUserQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000, retry: false });

/** undefined while unknown, null when signed out, the user when signed in. */
export function useUser(): AdminUser | null | undefined {
  const query = useQuery(getUserQueryOptions());
  if (query.isError) return null;
  return query.data;
}
