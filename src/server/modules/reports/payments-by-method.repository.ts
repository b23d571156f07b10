// The report's money by how it came (docs/decisions/045-online-payments.md): what was collected in the
// period per payment method, and each online payment and refund with its Paystack reference.
import type { Kysely } from "kysely";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import type { Database } from "../../db/schema.ts";

/** Money received in the period per method, reversals and refunds taken off (by the day the payment was made). */
export async function collectedByMethod(
  db: Kysely<Database>,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("payments")
    .select((eb) => ["method", eb.fn.sum<number | string>("amount_kobo").as("amount")])
    .where("paid_on", ">=", period.from)
    .where("paid_on", "<=", period.to)
    .groupBy("method")
    .execute();
  return new Map(rows.map((row) => [row.method, Number(row.amount)]));
}

/** Each online payment of the period and each refund of one, with the Paystack reference it belongs to. */
export function onlinePaymentsIn(db: Kysely<Database>, period: ReportPeriod) {
  return db
    .selectFrom("payments as p")
    .innerJoin("bookings as b", "b.id", "p.booking_id")
    .leftJoin("payments as original", "original.id", "p.reverses_id")
    .select((eb) => [
      "p.paid_on",
      "p.amount_kobo",
      "p.channel",
      "b.booking_key",
      eb.fn.coalesce("p.reference", "original.reference").as("reference"),
      "p.reverses_id",
    ])
    .where("p.method", "=", "online")
    .where("p.paid_on", ">=", period.from)
    .where("p.paid_on", "<=", period.to)
    .orderBy("p.paid_on")
    .orderBy("p.created_at")
    .execute();
}
