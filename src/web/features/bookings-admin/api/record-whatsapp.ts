import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhatsappNotice } from "~/shared/rules/notices";
import type { BookingHistory } from "~/shared/schemas/manage";
import { api } from "~/web/lib/api-client";
import { adminBookingsQueryKey } from "./get-bookings";
import { bookingHistoryQueryKey } from "~/web/lib/queries/booking-history";

export const recordWhatsapp = (id: string, notice: WhatsappNotice) =>
  api.post<BookingHistory>(`/bookings/${encodeURIComponent(id)}/whatsapp`, { notice });

/**
 * Notes in the booking's history which WhatsApp message was opened; the history shows it at once. "Confirmed"
 * on a pending booking confirms it too, so the bookings are read again after it.
 */
export function useRecordWhatsapp(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: WhatsappNotice) => recordWhatsapp(bookingId, notice),
    onSettled: (_history, _error, notice) => {
      void queryClient.invalidateQueries({ queryKey: bookingHistoryQueryKey(bookingId) });
      if (notice === "confirmed") void queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey });
    },
  });
}
