import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookingPayments, PaymentInput } from "~/shared/schemas/payment";
import { api } from "~/web/lib/api-client";
import { adminBookingsQueryKey } from "./get-bookings";

const path = (id: string) => `/bookings/${encodeURIComponent(id)}/payments`;
export const bookingPaymentsQueryKey = (id: string) => ["booking-payments", id] as const;

export const getBookingPayments = (id: string) => api.get<BookingPayments>(path(id));

/** A booking's payments and balance, for Booking Details and the receipt. */
export function useBookingPayments(id: string) {
  return useQuery({ queryKey: bookingPaymentsQueryKey(id), queryFn: () => getBookingPayments(id) });
}

/** Both writes answer the whole ledger: it replaces the cached one, and the list's paid badges reload. */
function useLedgerWrite<T>(id: string, write: (value: T) => Promise<BookingPayments>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (ledger) => queryClient.setQueryData(bookingPaymentsQueryKey(id), ledger),
    // Not awaited: the form is cleared as soon as the ledger shows the payment, not after the list reloads,
    // so the next amount typed meanwhile is never wiped.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}

export function useRecordPayment(id: string) {
  return useLedgerWrite(id, (input: PaymentInput) => api.post<BookingPayments>(path(id), input));
}

export function useReversePayment(id: string) {
  return useLedgerWrite(id, (paymentId: string) =>
    api.post<BookingPayments>(`${path(id)}/${encodeURIComponent(paymentId)}/reverse`, {}),
  );
}
