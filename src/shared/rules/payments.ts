// Money received for a booking (docs/decisions/032-payments.md): the methods staff record, the limits of
// one entry, every refusal the API gives, and the paid state a booking shows from its total and its payments.
import { formatNaira } from "../money.ts";

/** What staff record by hand. */
export const staffPaymentMethods = ["cash", "transfer", "pos", "other"] as const;
/** Every method a payment may have: `online` is recorded only by Paystack's confirmation (payments-online.ts). */
export const paymentMethods = [...staffPaymentMethods, "online"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: "Cash",
  transfer: "Bank transfer",
  pos: "POS",
  other: "Other",
  online: "Online (Paystack)",
};

/** One entry is at most ₦100,000,000: anything bigger is a typing slip, not a cleaning bill. */
export const paymentLimits = { maxNaira: 100_000_000, note: 200, reason: 200 } as const;

export const paymentAmountNotPositive = "Amount must be more than ₦0";
export const paymentAmountTooLarge = `Amount must be at most ${formatNaira(paymentLimits.maxNaira)}`;
export const paymentAmountNotValid = "Amount must be a number of naira with at most 2 decimals";
export const paymentBeyondBalance =
  "This payment is more than the balance. Tick “Overpaid” to record it anyway.";
export const paymentMethodNotValid = "Method must be cash, bank transfer, POS or other";
export const paymentDateNotValid = "Payment date must be a date (YYYY-MM-DD)";
export const paymentDateInFuture = "Payment date cannot be in the future";
export const paymentNoteTooLong = `Note must be at most ${paymentLimits.note} characters`;
export const paymentReasonTooLong = `Reason must be at most ${paymentLimits.reason} characters`;
export const paymentNotFound = "We could not find that payment.";
export const paymentAlreadyReversed = "This payment has already been reversed.";
export const reversalNotReversible = "A reversal cannot be reversed; record a new payment instead.";

export const paymentStates = ["unpaid", "part-paid", "paid", "overpaid"] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentStateLabels: Record<PaymentState, string> = {
  unpaid: "Unpaid",
  "part-paid": "Part-paid",
  paid: "Paid",
  overpaid: "Overpaid",
};

/** Where a booking stands, from its total and what has been paid (both in kobo, so no rounding). */
export function paymentState(totalKobo: number, paidKobo: number): PaymentState {
  if (paidKobo > totalKobo) return "overpaid";
  if (paidKobo === totalKobo) return "paid";
  return paidKobo <= 0 ? "unpaid" : "part-paid";
}
