import { z } from "zod";
import { todayInLagos } from "../lagos-date.ts";
import {
  paymentAmountNotPositive,
  paymentAmountNotValid,
  paymentAmountTooLarge,
  paymentDateInFuture,
  paymentDateNotValid,
  paymentLimits,
  paymentMethodNotValid,
  paymentMethods,
  paymentNoteTooLong,
  staffPaymentMethods,
  paymentReasonTooLong,
  paymentStates,
} from "../rules/payments.ts";
import { booking } from "./booking.ts";
import { recordId, text } from "./common.ts";

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** Naira with at most 2 decimals, more than 0 and at most the limit: stored as integer kobo. */
export const paymentAmount = z
  .number({ error: paymentAmountNotValid })
  .finite(paymentAmountNotValid)
  .refine((naira) => Number.isInteger(Math.round(naira * 100 * 1e6) / 1e6), paymentAmountNotValid)
  .refine((naira) => naira > 0, paymentAmountNotPositive)
  .refine((naira) => naira <= paymentLimits.maxNaira, paymentAmountTooLarge);

/** A Lagos calendar date not after today in Lagos (checked when the request is read, not when loaded). */
export const paymentDate = text("Payment date", { error: paymentDateNotValid })
  .refine(isCalendarDate, paymentDateNotValid)
  .refine((date) => date <= todayInLagos(), paymentDateInFuture);

export const paymentInput = z
  .object({
    amount: paymentAmount,
    // Staff cannot record `online`: only Paystack's confirmation does (docs/decisions/045-online-payments.md).
    method: z.enum(staffPaymentMethods, { error: paymentMethodNotValid }),
    paidOn: paymentDate,
    note: text("Note").max(paymentLimits.note, paymentNoteTooLong).optional().default(""),
    /** Staff's explicit choice to take more than the balance. */
    overpaid: z.boolean().optional().default(false),
  })
  .strict();
export type PaymentInput = z.input<typeof paymentInput>;

export const reversalInput = z
  .object({ reason: text("Reason").max(paymentLimits.reason, paymentReasonTooLong).optional().default("") })
  .strict();

export const paymentParams = z.object({
  id: recordId("The id", "The id is not valid"),
  paymentId: recordId("The payment id", "The payment id is not valid"),
});

export const payment = z.object({
  _id: z.string(),
  /** Naira; negative for a reversal. */
  amount: z.number(),
  method: z.enum(paymentMethods),
  paidOn: z.string(),
  note: z.string(),
  /** The entry this one reverses, or null. */
  reversesId: z.string().nullable(),
  /** The reversal of this entry, or null while it stands. */
  reversedById: z.string().nullable(),
  recordedBy: z.string(),
  createdAt: z.string(),
  /** An online payment's Paystack reference; null for staff entries (and reversals). */
  reference: z.string().nullable().optional(),
  /** How the customer paid at Paystack (card, bank_transfer, ussd, ...). */
  channel: z.string().nullable().optional(),
  /** Naira we asked for, when Paystack reported a different amount: shown as a flag. */
  expectedAmount: z.number().nullable().optional(),
});
export type Payment = z.infer<typeof payment>;

/** A booking's payments, oldest first, and where it stands (naira); the booking itself for the receipt. */
export const bookingPayments = z.object({
  booking,
  payments: z.array(payment),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  state: z.enum(paymentStates),
});
export type BookingPayments = z.infer<typeof bookingPayments>;
