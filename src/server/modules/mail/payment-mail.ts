import { koboToNaira, formatNaira } from "../../../shared/money.ts";
import { channelLabel, paymentReceivedSubject } from "../../../shared/rules/payments-online.ts";
import { escapeHtml, htmlDocument, htmlTable } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

export type PaymentReceived = {
  bookingId: string;
  customerName: string;
  amountKobo: number;
  balanceKobo: number;
  reference: string;
  channel: string | null;
  businessName: string;
};

function rows(payment: PaymentReceived): [string, string][] {
  return [
    ["Booking ID", payment.bookingId],
    ["Amount", formatNaira(koboToNaira(payment.amountKobo))],
    ["Paid by", `Paystack${payment.channel ? ` (${channelLabel(payment.channel)})` : ""}`],
    ["Reference", payment.reference],
    ["Still to pay", formatNaira(koboToNaira(Math.max(0, payment.balanceKobo)))],
  ];
}

function mail(to: string, subject: string, intro: string, payment: PaymentReceived): MailMessage {
  const table = rows(payment);
  const text = [intro, "", ...table.map(([label, value]) => `${label}: ${value}`)].join("\n");
  const html = htmlDocument(subject, `<p>${escapeHtml(intro)}</p>${htmlTable(table)}`);
  return { to, subject, text, html };
}

/** The customer's receipt of an online payment. */
export function paymentReceivedMail(to: string, payment: PaymentReceived): MailMessage {
  const subject = paymentReceivedSubject(koboToNaira(payment.amountKobo));
  const intro = `Thank you, ${payment.customerName}: ${payment.businessName} has received your payment.`;
  return mail(to, subject, intro, payment);
}

/** The office's notice of an online payment. */
export function paymentReceivedNotice(to: string, payment: PaymentReceived): MailMessage {
  const subject = `${paymentReceivedSubject(koboToNaira(payment.amountKobo))} (${payment.bookingId})`;
  const intro = `${payment.customerName} paid online for booking ${payment.bookingId}.`;
  return mail(to, subject, intro, payment);
}
