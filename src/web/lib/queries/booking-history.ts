import { useQuery } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import type { BookingHistory } from "~/shared/schemas/manage";
import { api } from "~/web/lib/api-client";

/** A booking's history; what changes it (a message sent by hand) renews every query under this key. */
export const bookingHistoryQueryKey = (bookingId: string) => ["booking-history", bookingId] as const;

export const getBookingHistory = (id: string) => api.get<BookingHistory>(`/bookings/${id}/history`);

/** Asked again whenever the booking changes (its `updatedAt`), so a new step shows at once. */
export function useBookingHistory(booking: Booking) {
  return useQuery({
    queryKey: [...bookingHistoryQueryKey(booking._id), booking.updatedAt, booking.status],
    queryFn: () => getBookingHistory(booking._id),
  });
}
