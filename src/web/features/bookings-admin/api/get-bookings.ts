import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingStatus } from "~/shared/booking-status";
import {
  bookingsCountsHeader,
  bookingsTotalHeader,
  defaultBookingsPageSize,
  seriesGroup,
} from "~/shared/rules/bookings-list";
import type { Booking } from "~/shared/schemas/booking";
import { apiResponse } from "~/web/lib/api-client";

/** Every bookings query starts with this key: invalidating it reloads every page and count. */
export const adminBookingsQueryKey = ["admin-bookings"] as const;

export type BookingsQuery = { page: number; pageSize?: number; q: string; status?: BookingStatus };
export type BookingCounts = Record<"all" | BookingStatus, number>;
export type BookingsPage = { bookings: Booking[]; total: number; counts: BookingCounts };

const noCounts: BookingCounts = { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };

function countsOf(headers: Headers): BookingCounts {
  try {
    return {
      ...noCounts,
      ...(JSON.parse(headers.get(bookingsCountsHeader) ?? "{}") as Partial<BookingCounts>),
    };
  } catch {
    return noCounts;
  }
}

/**
 * One page of bookings in the order of a working day (visits to come, the next first, then past ones), a
 * series of regular visits as one row, searched and filtered by the server, with its counts.
 */
export async function getBookingsPage(query: BookingsQuery, signal?: AbortSignal): Promise<BookingsPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize ?? defaultBookingsPageSize),
    group: seriesGroup,
  });
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.status) params.set("status", query.status);
  const { data, headers } = await apiResponse<Booking[]>(`/bookings/get?${params}`, { signal });
  return {
    bookings: data,
    total: Number(headers.get(bookingsTotalHeader) ?? data.length),
    counts: countsOf(headers),
  };
}

export const getBookingsQueryOptions = (query: BookingsQuery) =>
  queryOptions({
    queryKey: [...adminBookingsQueryKey, query],
    queryFn: ({ signal }) => getBookingsPage(query, signal),
    // Keep the page on screen while the next one loads: tabs and rows do not flash away.
    placeholderData: keepPreviousData,
  });

export function useBookingsPage(query: BookingsQuery) {
  return useQuery(getBookingsQueryOptions(query));
}
