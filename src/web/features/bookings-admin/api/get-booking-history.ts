import { useQuery } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import type { BookingHistory } from "~/shared/schemas/manage";
import { api } from "~/web/lib/api-client";

export const getBookingHistory = (id: string) => api.get<BookingHistory>(`/bookings/${id}/history`);

/** Asked again whenever the booking changes (its `updatedAt`), so a new step shows at once. */
export function useBookingHistory(booking: Booking) {
  return useQuery({
    queryKey: ["booking-history", booking._id, booking.updatedAt, booking.status],
    queryFn: () => getBookingHistory(booking._id),
  });
}
