import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "~/shared/schemas/user";
import { api } from "~/web/lib/api-client";
import { getUser, userQueryKey } from "./get-user";

export const login = (input: LoginInput) => api.post<{ message: string }>("/user/login", input);

/** Signs in, then loads and stores the current user (SPEC.md §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await login(input);
      const user = await getUser();
      queryClient.setQueryData(userQueryKey, user);
      return user;
    },
  });
}
