// Online payments through Paystack's checkout (docs/decisions/045-online-payments.md): what the owner may
// ask customers to pay online, what is due now, and every word the pages, the API and the mail use for it.
import { formatNaira } from "../money.ts";

/** What a customer is asked to pay online when booking (Settings → Payments). */
export const onlinePaymentAsks = ["none", "deposit", "full"] as const;
export type OnlinePaymentAsk = (typeof onlinePaymentAsks)[number];

export const onlinePaymentAskLabels: Record<OnlinePaymentAsk, string> = {
  none: "Nothing: customers pay later (they may still pay online)",
  deposit: "A deposit: a percentage of the total",
  full: "The whole amount",
};

export type PaymentsSettings = { ask: OnlinePaymentAsk; depositPercent: number };
export const defaultPaymentsSettings: PaymentsSettings = { ask: "none", depositPercent: 30 };
export const depositPercentLimits = { min: 1, max: 99 } as const;
export const onlinePaymentAskNotValid = "Choose nothing, a deposit or the whole amount";
export const depositPercentNotValid = `Deposit must be a whole number from ${depositPercentLimits.min} to ${depositPercentLimits.max} percent`;

/** The deposit of a total, in kobo: whole naira, rounded up, never more than the total. */
export function depositKobo(totalKobo: number, percent: number): number {
  return Math.min(totalKobo, Math.ceil((totalKobo * percent) / 100 / 100) * 100);
}

export type AmountDue = { kind: "deposit" | "balance"; kobo: number };

/**
 * What the customer is offered to pay online now, in kobo: the rest of the deposit while a deposit is asked
 * and not yet paid, else the balance; null once nothing is due.
 */
export function amountDueOnline(
  totalKobo: number,
  paidKobo: number,
  settings: PaymentsSettings,
): AmountDue | null {
  const balance = totalKobo - paidKobo;
  if (balance <= 0) return null;
  if (settings.ask === "deposit") {
    const deposit = depositKobo(totalKobo, settings.depositPercent);
    if (paidKobo < deposit) return { kind: "deposit", kobo: deposit - paidKobo };
  }
  return { kind: "balance", kobo: balance };
}

/** The button on the confirmation and the manage page. */
export function payNowLabel(naira: number): string {
  return `Pay ${formatNaira(naira)} now`;
}

/** Above the button: what the amount is. */
export function amountDueLine(kind: AmountDue["kind"], naira: number, ask: OnlinePaymentAsk): string {
  if (kind === "deposit") return `A deposit of ${formatNaira(naira)} secures your booking.`;
  return ask === "none"
    ? `You can pay ${formatNaira(naira)} online now by card, bank transfer or USSD, or pay on the day.`
    : `Please pay the ${formatNaira(naira)} due by card, bank transfer or USSD.`;
}

/** The manage page after Paystack's checkout sends the customer back, once the payment is confirmed. */
export const paymentReceived = "Payment received";
export function paymentReceivedLine(naira: number): string {
  return `Payment received: ${formatNaira(naira)}. Thank you!`;
}
/** Back from checkout without a successful payment (abandoned, declined, or not yet confirmed). */
export const paymentNotCompleted = "Your payment was not completed. You can try again, or pay on the day.";

/** The subject of the customer's and the office's message. */
export function paymentReceivedSubject(naira: number): string {
  return `Payment received: ${formatNaira(naira)}`;
}

// Refusals of POST /api/bookings/manage/:token/pay and its confirmation.
export const paymentServiceUnreachable =
  "We could not reach the payment service. Please try again, or pay on the day.";
export const onlinePaymentOff = "Online payment is not available. Please pay on the day.";
export const bookingAlreadyPaid = "This booking is already paid. Thank you!";
export function bookingNotPayable(status: "cancelled" | "completed"): string {
  return `This booking is ${status}: there is nothing to pay online.`;
}
export const paymentReferenceNotFound = "We could not find that payment for this booking.";
export const paymentReferenceNotValid = "That payment reference is not valid";

/** Webhook refusals: said to whoever calls without Paystack's signature. */
export const webhookSignatureMissing = "Missing signature";
export const webhookSignatureWrong = "Wrong signature";

/** The channels Paystack names, as Booking Details and the receipt show them. */
const channelLabels: Record<string, string> = {
  card: "card",
  bank: "bank",
  bank_transfer: "bank transfer",
  ussd: "USSD",
  qr: "QR",
  mobile_money: "mobile money",
  eft: "EFT",
  apple_pay: "Apple Pay",
};
export function channelLabel(channel: string | null): string {
  if (!channel) return "";
  return channelLabels[channel] ?? channel.replace(/_/g, " ");
}

/** Booking Details: Paystack reported another amount than we asked for. */
export function amountDiffersFlag(expectedNaira: number): string {
  return `Paystack reported a different amount than the ${formatNaira(expectedNaira)} asked for: check it in Paystack's dashboard.`;
}

/** A reversal of an online payment is a refund, made in Paystack's dashboard and recorded here. */
export const recordRefundLabel = "Record refund";
export const refundHint = "Make the refund in Paystack's dashboard first, then record it here.";

/** `npm run admin -- doctor`. */
// The doctor's lines keep its shape (src/shared/rules/doctor.ts): `ok   <what>` or `FAIL <what>: <why>. <fix>`.
export const doctorPaystackOff = "ok   Online payment off (PAYSTACK_SECRET_KEY is not set)";
export const doctorPaystackOk = "ok   Paystack accepts the secret key";
export const doctorPaystackRefused =
  "FAIL Paystack: the secret key was refused. Copy the secret key again from Paystack's dashboard into PAYSTACK_SECRET_KEY";
export const doctorPaystackUnreachable = "FAIL Paystack could not be reached";

/** How a reversing entry is named: a refund for an online payment, a reversal otherwise. */
export function reversalWord(method: string): string {
  return method === "online" ? "refund" : "reversal";
}

/** An online payment's channel and Paystack reference, as Booking Details, the receipt and the CSV show them. */
export function onlinePaymentDetails(payment: {
  reference?: string | null;
  channel?: string | null;
}): string {
  if (!payment.reference) return "";
  const channel = channelLabel(payment.channel ?? null);
  return `${channel ? `${channel} · ` : ""}ref ${payment.reference}`;
}

/** Beside the paid state in the bookings list, when some of it came through Paystack. */
export const paidOnlineBadge = "Online";

/** The report's and the CSV's sections on how money came. */
export const reportMethodHeadings = {
  byMethod: "Collected by method",
  method: "Method",
  online: "Online payments",
  onlineColumns: ["Date", "Booking ID", "Reference", "Channel", "Amount (NGN)", "Refund"],
  refund: "Refund",
} as const;
export const doctorPaystackCheck = "Paystack";
