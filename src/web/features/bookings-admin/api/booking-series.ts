import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SeriesSummary } from "~/shared/schemas/series";
import { api } from "~/web/lib/api-client";
import { adminBookingsQueryKey } from "./get-bookings";

const path = (id: string) => `/bookings/series/${encodeURIComponent(id)}`;
const seriesQueryKey = (id: string) => ["booking-series", id] as const;

/** The regular visits a booking is one of; asked again when the booking changes (`version`). */
export function useBookingSeries(id: string, version: string) {
  return useQuery({
    queryKey: [...seriesQueryKey(id), version],
    queryFn: () => api.get<SeriesSummary>(path(id)),
  });
}

/** Ends the series; the list reloads, for every visit it cancelled. */
export function useCancelSeries(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SeriesSummary>(`${path(id)}/cancel`, {}),
    onSuccess: (summary) => queryClient.setQueriesData({ queryKey: seriesQueryKey(id) }, summary),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}

/** Confirms every pending visit to come in one step; the customer is told once. */
export function useConfirmSeries(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SeriesSummary>(`${path(id)}/confirm`, {}),
    onSuccess: (summary) => queryClient.setQueriesData({ queryKey: seriesQueryKey(id) }, summary),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}
