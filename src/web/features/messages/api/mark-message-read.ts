import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessage } from "~/shared/schemas/contact";
import { api } from "~/web/lib/api-client";
import { messagesQueryKey } from "./get-messages";

export const markMessageRead = (id: string) =>
  api.put<ContactMessage>(`/messages/read/${encodeURIComponent(id)}`);

/** Marks a message read; the list and the sidebar's unread count both reload. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
