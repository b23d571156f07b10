import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeed } from "~/shared/schemas/calendar-feed";
import { api } from "~/web/lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

/** A new secret address for the feed; the old one stops working at once. */
export const renewCalendarFeed = (scope: string) =>
  api.post<CalendarFeed>("/calendar-feeds/renew", { scope });

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
