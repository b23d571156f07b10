import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Account, AccountUpdateInput } from "~/shared/schemas/account";
import { userQueryKey } from "~/web/lib/queries/user";
import { apiRequest } from "~/web/lib/api-client";
import { accountsQueryKey } from "./get-accounts";

export const updateAccount = ({ id, ...changes }: AccountUpdateInput & { id: string }) =>
  apiRequest<Account>(`/admins/${encodeURIComponent(id)}`, { method: "PATCH", body: changes });

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}
