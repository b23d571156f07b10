import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { bookingsCountsHeader } from "~/shared/rules/bookings-list";
import { outboxStates, type OutboxState } from "~/shared/rules/outbox";
import type { Notification } from "~/shared/schemas/notification";
import { apiResponse } from "~/web/lib/api-client";

export const notificationsQueryKey = ["notifications"] as const;

export type OutboxCounts = Record<OutboxState, number>;
export type OutboxPage = { messages: Notification[]; counts: OutboxCounts };

/** Every state at 0: before the first answer, and for a state the answer leaves out. */
export const noMessages = Object.fromEntries(outboxStates.map((state) => [state, 0])) as OutboxCounts;

function countsOf(headers: Headers): OutboxCounts {
  const none = noMessages;
  try {
    return { ...none, ...(JSON.parse(headers.get(bookingsCountsHeader) ?? "{}") as Partial<OutboxCounts>) };
  } catch {
    return none;
  }
}

/** The newest messages of one state, with how many there are in each. */
export async function getNotifications(state: OutboxState): Promise<OutboxPage> {
  const { data, headers } = await apiResponse<Notification[]>(`/notifications?state=${state}`);
  return { messages: data, counts: countsOf(headers) };
}

// Fresh on each visit and every half minute: the owner comes here to see what is happening now.
export function useNotifications(state: OutboxState) {
  return useQuery(
    queryOptions({
      queryKey: [...notificationsQueryKey, state],
      queryFn: () => getNotifications(state),
      staleTime: 0,
      refetchInterval: 30_000,
      placeholderData: keepPreviousData,
    }),
  );
}
