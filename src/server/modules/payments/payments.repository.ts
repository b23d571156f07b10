// Payments are only ever inserted: nothing here updates or deletes one (docs/decisions/032-payments.md).
import type { Insertable, Kysely, Selectable } from "kysely";
import { koboToNaira } from "../../../shared/money.ts";
import { paymentState, type PaymentMethod } from "../../../shared/rules/payments.ts";
import type { BookingPayments, Payment } from "../../../shared/schemas/payment.ts";
import type { BookingItemsTable, BookingRow, Database, PaymentsTable } from "../../db/schema.ts";
import { toBooking } from "../bookings/bookings.repository.ts";

type PaymentRow = Selectable<PaymentsTable>;

export function listPaymentRows(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function findPaymentRow(db: Kysely<Database>, bookingId: string, paymentId: string) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("id", "=", paymentId)
    .executeTakeFirst();
}

export async function insertPayment(db: Kysely<Database>, row: Insertable<PaymentsTable>): Promise<void> {
  await db.insertInto("payments").values(row).execute();
}

/** What has been paid on a booking, in kobo (reversals count negative), and how much of it online. */
export type PaidKobo = { paid: number; online: number };

/** What has been paid on each booking, in one read for a page of them; a booking without payments is absent. */
export async function paidKoboOf(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, PaidKobo>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("payments")
    .select((eb) => [
      "booking_id",
      eb.fn.sum<number | string>("amount_kobo").as("paid"),
      eb.fn
        .sum<number | string>(
          eb.case().when("method", "=", "online").then(eb.ref("amount_kobo")).else(0).end(),
        )
        .as("online"),
    ])
    .where("booking_id", "in", bookingIds)
    .groupBy("booking_id")
    .execute();
  return new Map(rows.map((row) => [row.booking_id, { paid: Number(row.paid), online: Number(row.online) }]));
}

export function sumKobo(rows: readonly PaymentRow[]): number {
  return rows.reduce((sum, row) => sum + Number(row.amount_kobo), 0);
}

function toPayment(row: PaymentRow, rows: readonly PaymentRow[]): Payment {
  return {
    _id: row.id,
    amount: koboToNaira(Number(row.amount_kobo)),
    method: row.method as PaymentMethod,
    paidOn: row.paid_on,
    note: row.note,
    reversesId: row.reverses_id,
    reversedById: rows.find((other) => other.reverses_id === row.id)?.id ?? null,
    recordedBy: row.recorded_by,
    createdAt: row.created_at,
    reference: row.reference,
    channel: row.channel,
    expectedAmount: row.expected_kobo === null ? null : koboToNaira(Number(row.expected_kobo)),
  };
}

/** A booking's payments and where it stands. */
export function toBookingPayments(
  booking: BookingRow,
  items: readonly Selectable<BookingItemsTable>[],
  rows: readonly PaymentRow[],
): BookingPayments {
  const paidKobo = sumKobo(rows);
  const totalKobo = Number(booking.total_kobo);
  return {
    booking: toBooking(booking, items, paidKobo),
    payments: rows.map((row) => toPayment(row, rows)),
    total: koboToNaira(totalKobo),
    paid: koboToNaira(paidKobo),
    balance: koboToNaira(totalKobo - paidKobo),
    state: paymentState(totalKobo, paidKobo),
  };
}
