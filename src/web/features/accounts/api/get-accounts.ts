import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Account } from "~/shared/schemas/account";
import { api } from "~/web/lib/api-client";

export const accountsQueryKey = ["accounts"] as const;

export const getAccounts = () => api.get<Account[]>("/admins");

export const getAccountsQueryOptions = () =>
  queryOptions({ queryKey: accountsQueryKey, queryFn: getAccounts });

export function useAccounts() {
  return useQuery(getAccountsQueryOptions());
}
