import { useMutation } from "@tanstack/react-query";
import type { BookingStatusResult } from "~/shared/schemas/booking";
import { api } from "~/web/lib/api-client";

export const getBookingStatus = (bookingId: string) =>
  api.get<BookingStatusResult>(`/bookings/status/${encodeURIComponent(bookingId)}`);

/** A lookup the customer asks for; never cached, the status may change at any time. */
export function useBookingStatusLookup() {
  return useMutation({ mutationFn: getBookingStatus });
}
