import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { messagesQueryKey } from "./get-messages";

export const unreadCountQueryKey = [...messagesQueryKey, "unread-count"] as const;

export const getUnreadCount = () => api.get<{ count: number }>("/messages/unread-count");

/** Polled gently so a message sent while the dashboard is open shows up in the sidebar. */
export const getUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: unreadCountQueryKey, queryFn: getUnreadCount, refetchInterval: 60_000 });

export function useUnreadCount(): number {
  return useQuery(getUnreadCountQueryOptions()).data?.count ?? 0;
}
