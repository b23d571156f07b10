import { useMutation } from "@tanstack/react-query";
import type { PasswordUpdateInput } from "~/shared/schemas/user";
import { api } from "~/web/lib/api-client";

/** The server checks the current password and ends the admin's other sessions. */
export const updatePassword = (input: PasswordUpdateInput) =>
  api.put<{ message: string }>("/user/update-password", input);

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
