import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import type { BookingMoveInput } from "~/shared/schemas/schedule";
import { api } from "~/web/lib/api-client";
import { scheduleQueryKey } from "./get-schedule";

export type MoveJob = { id: string } & Omit<BookingMoveInput, "overbook"> & { overbook: boolean };

export const moveJob = ({ id, ...move }: MoveJob) =>
  api.put<Booking>(`/bookings/${encodeURIComponent(id)}/schedule`, move);

/**
 * Moves the job, then reloads the board whether it worked or not (another admin may have moved first), and
 * the bookings list with it: the key the board's queries sit under.
 */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey.slice(0, 1) }),
  });
}
