import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Booking } from "~/shared/schemas/booking";
import type { QuotePriceInput } from "~/shared/schemas/quote-input";
import { api } from "~/web/lib/api-client";
import { adminBookingsQueryKey } from "./get-bookings";

/** Staff's price of a quote (docs/decisions/063); the list reloads either way, another may have priced it. */
export function usePriceQuote(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotePriceInput) =>
      api.post<Booking>(`/bookings/${encodeURIComponent(bookingId)}/quote`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}
