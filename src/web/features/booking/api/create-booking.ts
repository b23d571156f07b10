import { useMutation } from "@tanstack/react-query";
import type { Booking, BookingCreateInput } from "~/shared/schemas/booking";
import { api } from "~/web/lib/api-client";

export const createBooking = (input: BookingCreateInput) => api.post<Booking>("/bookings/create", input);

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
