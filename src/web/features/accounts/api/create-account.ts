import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountCreateInput, AccountWithPassword } from "~/shared/schemas/account";
import { api } from "~/web/lib/api-client";
import { accountsQueryKey } from "./get-accounts";

export const createAccount = (input: AccountCreateInput) => api.post<AccountWithPassword>("/admins", input);

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
