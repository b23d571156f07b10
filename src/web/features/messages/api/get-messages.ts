import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactMessage } from "~/shared/schemas/contact";
import { api } from "~/web/lib/api-client";

export const messagesQueryKey = ["messages"] as const;

/** Every contact message, newest first (the server's order). */
export const getMessages = () => api.get<ContactMessage[]>("/messages/get");

export const getMessagesQueryOptions = () =>
  queryOptions({ queryKey: [...messagesQueryKey, "list"], queryFn: getMessages });

export function useMessages() {
  return useQuery(getMessagesQueryOptions());
}
