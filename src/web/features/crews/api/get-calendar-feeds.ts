import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarFeed } from "~/shared/schemas/calendar-feed";
import { api } from "~/web/lib/api-client";

export const calendarFeedsQueryKey = ["calendar-feeds"] as const;

export const getCalendarFeeds = () => api.get<CalendarFeed[]>("/calendar-feeds");

export const getCalendarFeedsQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedsQueryKey, queryFn: getCalendarFeeds });

export function useCalendarFeeds() {
  return useQuery(getCalendarFeedsQueryOptions());
}
