import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import { api } from "~/web/lib/api-client";
import { adminBookingsQueryKey } from "./get-bookings";

export type BookingAction = "confirm" | "complete" | "cancel";

/** Confirm and complete are status changes; cancel is a soft delete: the booking stays, marked cancelled. */
export function changeBookingStatus({ id, action }: { id: string; action: BookingAction }) {
  const path = encodeURIComponent(id);
  if (action === "cancel") return api.delete<Booking>(`/bookings/delete/${path}`);
  const status = action === "confirm" ? "confirmed" : "completed";
  return api.put<Booking>(`/bookings/update-status/${path}/${status}`);
}

/** Runs the action, then reloads the list whether it worked or not (another admin may have acted first). */
export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBookingStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}
