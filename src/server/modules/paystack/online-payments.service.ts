// Paying a booking online through Paystack's checkout (docs/decisions/045-online-payments.md): starting a
// checkout for what is due, and recording what Paystack confirms, once per reference, from whichever of the
// webhook and the customer's return arrives first.
import { randomBytes } from "node:crypto";
import { isOpenQuote, quoteNotAcceptedYet } from "../../../shared/rules/quotes.ts";
import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { koboToNaira } from "../../../shared/money.ts";
import {
  amountDueOnline,
  bookingAlreadyPaid,
  bookingNotPayable,
  onlinePaymentOff,
  paymentReferenceNotFound,
  paymentServiceUnreachable,
  type PaymentsSettings,
} from "../../../shared/rules/payments-online.ts";
import type { OnlinePaymentOffer, PaymentStarted } from "../../../shared/schemas/online-payment.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { conflict, HttpError, notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { findByToken } from "../bookings/manage-lookup.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { listPaymentRows, sumKobo } from "../payments/payments.repository.ts";
import {
  findIntent,
  findPaymentByReference,
  insertIntent,
  insertPaymentOnce,
  markIntent,
} from "./online-payments.repository.ts";
import {
  initializeTransaction,
  PaystackUnavailable,
  verifyTransaction,
  type PaystackConfig,
} from "./paystack.client.ts";

/** The recorder's name on an online payment: nobody on the staff typed it. */
export const paystackRecorder = "Paystack";

/** Paystack's side, or undefined while online payment is off (no secret key). */
export type OnlinePaymentsConfig = { secretKey?: string; apiUrl: string; timeoutMs?: number };

function paystackOf(config: OnlinePaymentsConfig): PaystackConfig {
  if (!config.secretKey) throw conflict(onlinePaymentOff);
  return { secretKey: config.secretKey, apiUrl: config.apiUrl, timeoutMs: config.timeoutMs };
}

/** Ours: random, so nobody can guess another booking's; Paystack allows letters, digits, `-`, `.` and `=`. */
export function newPaymentReference(): string {
  return `SS-${randomBytes(16).toString("hex")}`;
}

/** What the booking offers to pay online now, or null (online payment off, nothing due, or the booking closed). */
export function offerFor(
  online: boolean,
  settings: PaymentsSettings,
  status: string,
  totalKobo: number,
  paidKobo: number,
): OnlinePaymentOffer | null {
  if (!online || status === "cancelled" || status === "completed") return null;
  const due = amountDueOnline(totalKobo, paidKobo, settings);
  return due && { kind: due.kind, amount: koboToNaira(due.kobo), ask: settings.ask };
}

/** The offer on a manage link's booking, with what has been paid (naira). */
export async function offerOfLink(
  db: Kysely<Database>,
  config: OnlinePaymentsConfig,
  settings: PaymentsSettings,
  token: string,
): Promise<{ onlinePayment: OnlinePaymentOffer | null; paid: number }> {
  const row = await findByToken(db, token);
  const paidKobo = sumKobo(await listPaymentRows(db, row.id));
  // A quote is paid once accepted, a deposit included when the owner asks one (docs/decisions/063).
  const onlinePayment = isOpenQuote(row.quote_state)
    ? null
    : offerFor(Boolean(config.secretKey), settings, row.status, Number(row.total_kobo), paidKobo);
  return { onlinePayment, paid: koboToNaira(paidKobo) };
}

/**
 * Starts a checkout for what the link's booking has due: our reference and the amount are stored first, so
 * whatever Paystack later reports can be matched to them. If Paystack cannot be reached the intent is marked
 * failed (nothing is counted as paid) and the customer is told to try again or pay on the day (502).
 */
export async function startOnlinePayment(
  db: Kysely<Database>,
  config: OnlinePaymentsConfig,
  settings: PaymentsSettings,
  token: string,
  callbackUrl: string,
): Promise<PaymentStarted> {
  const paystack = paystackOf(config);
  const row = await findByToken(db, token);
  if (row.status === "cancelled" || row.status === "completed") throw conflict(bookingNotPayable(row.status));
  if (isOpenQuote(row.quote_state)) throw conflict(quoteNotAcceptedYet);
  const paidKobo = sumKobo(await listPaymentRows(db, row.id));
  const due = amountDueOnline(Number(row.total_kobo), paidKobo, settings);
  if (!due) throw conflict(bookingAlreadyPaid);
  const reference = newPaymentReference();
  await insertIntent(db, { reference, bookingId: row.id, amountKobo: due.kobo, at: nowIso() });
  try {
    const { authorizationUrl } = await initializeTransaction(paystack, {
      email: row.email,
      amountKobo: due.kobo,
      reference,
      callbackUrl,
      metadata: { bookingId: formatBookingId(row.booking_key), purpose: due.kind },
    });
    return { authorizationUrl, reference, amount: koboToNaira(due.kobo) };
  } catch (error) {
    if (!(error instanceof PaystackUnavailable)) throw error;
    await markIntent(db, reference, "failed", nowIso());
    throw new HttpError(502, paymentServiceUnreachable);
  }
}

export type Confirmation =
  | { outcome: "unknown" }
  | { outcome: "not-paid" }
  | { outcome: "paid"; amountKobo: number; recordedNow: boolean; bookingId: string };

/** The messages a recorded online payment sends (customer and office), built by the caller. */
export type NotifyPayment = (
  booking: BookingRow,
  payment: { amountKobo: number; balanceKobo: number; reference: string; channel: string | null },
) => OutgoingMessage[];

/**
 * Asks Paystack what happened to one of our references and, when it says "success", records the amount it
 * reports as an online payment, once: the insert and its messages share one transaction, and the unique
 * reference makes every later or concurrent confirmation a no-op. Throws PaystackUnavailable when Paystack
 * cannot be asked, so a webhook can be answered with a retry and a page with "try again".
 */
export async function confirmOnlinePayment(
  db: Kysely<Database>,
  config: OnlinePaymentsConfig,
  reference: string,
  notify: NotifyPayment = () => [],
): Promise<Confirmation> {
  const paystack = paystackOf(config);
  const intent = await findIntent(db, reference);
  if (!intent) return { outcome: "unknown" };
  const already = await findPaymentByReference(db, reference);
  if (already) {
    return {
      outcome: "paid",
      amountKobo: Number(already.amount_kobo),
      recordedNow: false,
      bookingId: intent.booking_id,
    };
  }
  const verified = await verifyTransaction(paystack, reference);
  if (!verified || verified.status !== "success" || verified.reference !== reference) {
    return { outcome: "not-paid" };
  }
  const expectedKobo = Number(intent.amount_kobo);
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    const inserted = await insertPaymentOnce(trx, {
      id: newId(),
      booking_id: intent.booking_id,
      amount_kobo: verified.amount,
      method: "online",
      paid_on: todayInLagos(verified.paid_at ? new Date(verified.paid_at) : new Date()),
      note: "",
      reverses_id: null,
      recorded_by: paystackRecorder,
      created_at: at,
      reference,
      channel: verified.channel ?? null,
      // What we asked for, kept only when Paystack reports another amount: Booking Details flags it.
      expected_kobo: verified.amount === expectedKobo ? null : expectedKobo,
    });
    if (inserted) {
      await markIntent(trx, reference, "paid", at);
      const booking = await trx
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", intent.booking_id)
        .executeTakeFirstOrThrow();
      const balanceKobo = Number(booking.total_kobo) - sumKobo(await listPaymentRows(trx, booking.id));
      await enqueueMessages(
        trx,
        notify(booking, {
          amountKobo: verified.amount,
          balanceKobo,
          reference,
          channel: verified.channel ?? null,
        }),
      );
    }
    return {
      outcome: "paid" as const,
      amountKobo: verified.amount,
      recordedNow: inserted,
      bookingId: intent.booking_id,
    };
  });
}

/** The return from checkout: the reference must be one issued for this link's booking. */
export async function confirmForLink(
  db: Kysely<Database>,
  config: OnlinePaymentsConfig,
  token: string,
  reference: string,
  notify?: NotifyPayment,
): Promise<{ paid: boolean; amount: number }> {
  paystackOf(config);
  const row = await findByToken(db, token);
  const intent = await findIntent(db, reference);
  // Another booking's reference cannot pay, or say anything about, this one.
  if (!intent || intent.booking_id !== row.id) throw notFound(paymentReferenceNotFound);
  let confirmation: Confirmation;
  try {
    confirmation = await confirmOnlinePayment(db, config, reference, notify);
  } catch (error) {
    if (error instanceof PaystackUnavailable) throw new HttpError(502, paymentServiceUnreachable);
    throw error;
  }
  return confirmation.outcome === "paid"
    ? { paid: true, amount: koboToNaira(confirmation.amountKobo) }
    : { paid: false, amount: 0 };
}
