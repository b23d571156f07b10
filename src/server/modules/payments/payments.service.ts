// Recording and reversing payments: each in one transaction with its audit entry, so the log never misses
// money and never names money that was not stored.
import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import { nairaToKobo } from "../../../shared/money.ts";
import { bookingNotFoundById } from "../../../shared/rules/booking.ts";
import {
  paymentAlreadyReversed,
  paymentBeyondBalance,
  paymentNotFound,
  reversalNotReversible,
} from "../../../shared/rules/payments.ts";
import type { BookingPayments } from "../../../shared/schemas/payment.ts";
import type { AdminUserRow, Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit } from "../audit/audit.repository.ts";
import { staffActor } from "../bookings/booking-events.repository.ts";
import { findBookingById, findItemsOf, lockBooking } from "../bookings/bookings.repository.ts";
import {
  findPaymentRow,
  insertPayment,
  listPaymentRows,
  sumKobo,
  toBookingPayments,
} from "./payments.repository.ts";

type NewPayment = { amount: number; method: string; paidOn: string; note: string; overpaid: boolean };

async function bookingOf(db: Kysely<Database>, id: string) {
  const row = await findBookingById(db, id);
  if (!row) throw notFound(bookingNotFoundById);
  return row;
}

export async function bookingPaymentsOf(db: Kysely<Database>, id: string): Promise<BookingPayments> {
  const row = await bookingOf(db, id);
  return toBookingPayments(row, await findItemsOf(db, id), await listPaymentRows(db, id));
}

export async function recordPayment(
  db: Kysely<Database>,
  admin: AdminUserRow,
  id: string,
  input: NewPayment,
): Promise<BookingPayments> {
  return db.transaction().execute(async (trx) => {
    const booking = await bookingOf(trx, id);
    // Two payments at once must not both fit the same balance: the second waits for the first's commit.
    await lockBooking(trx, id);
    const amountKobo = nairaToKobo(input.amount);
    const balanceKobo = Number(booking.total_kobo) - sumKobo(await listPaymentRows(trx, id));
    // More than is owed is usually a typing slip; staff must say it really was overpaid.
    if (amountKobo > balanceKobo && !input.overpaid) throw badRequest(paymentBeyondBalance);
    const paymentId = newId();
    await insertPayment(trx, {
      id: paymentId,
      booking_id: id,
      amount_kobo: amountKobo,
      method: input.method,
      paid_on: input.paidOn,
      note: input.note,
      reverses_id: null,
      recorded_by: staffActor(admin).name ?? admin.email,
      created_at: nowIso(),
    });
    await recordAudit(trx, admin, {
      action: "payment",
      entity: "booking",
      entityId: id,
      details: {
        bookingId: formatBookingId(booking.booking_key),
        customer: booking.customer_name,
        amount: input.amount,
        method: input.method,
        paymentId,
      },
    });
    return toBookingPayments(booking, await findItemsOf(trx, id), await listPaymentRows(trx, id));
  });
}

export async function reversePayment(
  db: Kysely<Database>,
  admin: AdminUserRow,
  id: string,
  paymentId: string,
  reason: string,
): Promise<BookingPayments> {
  try {
    return await db.transaction().execute(async (trx) => {
      const booking = await bookingOf(trx, id);
      const original = await findPaymentRow(trx, id, paymentId);
      if (!original) throw notFound(paymentNotFound);
      if (original.reverses_id !== null) throw conflict(reversalNotReversible);
      const rows = await listPaymentRows(trx, id);
      if (rows.some((row) => row.reverses_id === paymentId)) throw conflict(paymentAlreadyReversed);
      const amountKobo = Number(original.amount_kobo);
      await insertPayment(trx, {
        id: newId(),
        booking_id: id,
        amount_kobo: -amountKobo,
        method: original.method,
        paid_on: original.paid_on,
        note: reason,
        reverses_id: paymentId,
        recorded_by: staffActor(admin).name ?? admin.email,
        created_at: nowIso(),
      });
      await recordAudit(trx, admin, {
        action: "reverse-payment",
        entity: "booking",
        entityId: id,
        details: {
          bookingId: formatBookingId(booking.booking_key),
          customer: booking.customer_name,
          amount: amountKobo / 100,
          paymentId,
          reason,
        },
      });
      return toBookingPayments(booking, await findItemsOf(trx, id), await listPaymentRows(trx, id));
    });
  } catch (error) {
    // Two reversals at the same moment: the unique index lets one through.
    if (isUniqueViolation(error, "reverses_id")) throw conflict(paymentAlreadyReversed);
    throw error;
  }
}
