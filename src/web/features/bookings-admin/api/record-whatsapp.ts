import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhatsappNotice } from "~/shared/rules/notices";
import type { BookingHistory } from "~/shared/schemas/manage";
import { api } from "~/web/lib/api-client";

export const recordWhatsapp = (id: string, notice: WhatsappNotice) =>
  api.post<BookingHistory>(`/bookings/${encodeURIComponent(id)}/whatsapp`, { notice });

/** Notes in the booking's history which WhatsApp message was opened; the history shows it at once. */
export function useRecordWhatsapp(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: WhatsappNotice) => recordWhatsapp(bookingId, notice),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["booking-history", bookingId] }),
  });
}
