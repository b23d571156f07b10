import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, ProfileUpdateInput } from "~/shared/schemas/user";
import { api } from "~/web/lib/api-client";

// The session user's query key (the auth feature's ["user"]); written here so the sidebar follows at once.
const userQueryKey = ["user"] as const;

export const updateProfile = (input: ProfileUpdateInput) => api.put<AdminUser>("/user/update", input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
