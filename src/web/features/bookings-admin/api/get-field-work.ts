import { useQuery } from "@tanstack/react-query";
import type { JobFieldWork } from "~/shared/schemas/crew-page";
import { api } from "~/web/lib/api-client";

export const getFieldWork = (id: string) =>
  api.get<JobFieldWork>(`/bookings/${encodeURIComponent(id)}/field-work`);

/** What the crew did on the job: read again every half minute while Booking Details is open. */
export function useFieldWork(bookingId: string) {
  return useQuery({
    queryKey: ["booking-field-work", bookingId],
    queryFn: () => getFieldWork(bookingId),
    refetchInterval: 30_000,
  });
}
