import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountWithPassword } from "~/shared/schemas/account";
import { api } from "~/web/lib/api-client";
import { accountsQueryKey } from "./get-accounts";

/** A new one-time password; the server ends the account's sessions. */
export const resetAccountPassword = (id: string) =>
  api.post<AccountWithPassword>(`/admins/${encodeURIComponent(id)}/reset-password`);

export function useResetAccountPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAccountPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
