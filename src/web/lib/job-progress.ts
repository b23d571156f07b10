import { useQuery } from "@tanstack/react-query";
import type { JobProgress } from "~/shared/schemas/crew-page";
import { api } from "~/web/lib/api-client";

export const getJobProgress = (from: string, to: string) =>
  api.get<JobProgress[]>(`/bookings/job-progress?${new URLSearchParams({ from, to })}`);

/**
 * Where each job dated from `from` to `to` stands in the field (on the way, started, finished, how long it
 * took), by booking id. Read again every half minute, so a crew's step shows on the board without a reload;
 * the board and Today show it with JobProgressBadge (src/web/components/ui).
 */
export function useJobProgress(from: string, to: string) {
  return useQuery({
    queryKey: ["job-progress", from, to],
    queryFn: () => getJobProgress(from, to),
    select: (list) => new Map(list.map((progress) => [progress.bookingId, progress])),
    refetchInterval: 30_000,
  });
}
