import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeed, CalendarFeedContactInput } from "~/shared/schemas/calendar-feed";
import { api } from "~/web/lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

/** Whether the feed's events carry the customer's full address, phone and notes. */
export const setFeedContact = (input: CalendarFeedContactInput) =>
  api.put<CalendarFeed>("/calendar-feeds/contact-details", input);

export function useSetFeedContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeedContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
