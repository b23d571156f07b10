import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { notificationsQueryKey } from "./get-notifications";

export const retryNotification = (id: string) =>
  api.post<{ message: string }>(`/notifications/${encodeURIComponent(id)}/retry`);

/** Sends a waiting or failed message again now; every tab reloads. */
export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
