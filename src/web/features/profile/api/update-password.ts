import { useMutation } from "@tanstack/react-query";
import type { FirstPasswordInput, PasswordUpdateInput } from "~/shared/schemas/user";
import { api } from "~/web/lib/api-client";

/** The server checks the current password and ends the admin's other sessions. */
export const updatePassword = (input: PasswordUpdateInput) =>
  api.put<{ message: string }>("/user/update-password", input);

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}

/** A first password, the one-time password not asked again (the sign-in just checked it). */
export const chooseFirstPassword = (input: FirstPasswordInput) =>
  api.put<{ message: string }>("/user/first-password", input);

export function useChooseFirstPassword() {
  return useMutation({ mutationFn: chooseFirstPassword });
}
