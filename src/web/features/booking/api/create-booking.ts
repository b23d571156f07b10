import { useMutation } from "@tanstack/react-query";
import { idempotencyKeyHeader } from "~/shared/rules/idempotency";
import type { BookingCreateInput, CreatedBooking } from "~/shared/schemas/booking";
import { api, apiRequest } from "~/web/lib/api-client";

/** Books; with an attempt's key, sending the same booking again answers the first booking (decision 030). */
export const createBooking = (input: BookingCreateInput, attemptKey?: string) =>
  attemptKey === undefined
    ? api.post<CreatedBooking>("/bookings/create", input)
    : apiRequest<CreatedBooking>("/bookings/create", {
        method: "POST",
        body: input,
        headers: { [idempotencyKeyHeader]: attemptKey },
      });

export function useCreateBooking() {
  return useMutation({
    mutationFn: ({ input, attemptKey }: { input: BookingCreateInput; attemptKey?: string }) =>
      createBooking(input, attemptKey),
  });
}
