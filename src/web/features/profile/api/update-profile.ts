import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, ProfileUpdateInput } from "~/shared/schemas/user";
import { userQueryKey } from "~/web/lib/queries/user";
import { api } from "~/web/lib/api-client";

export const updateProfile = (input: ProfileUpdateInput) => api.put<AdminUser>("/user/update", input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
