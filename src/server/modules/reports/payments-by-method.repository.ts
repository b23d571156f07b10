// The report's online money (docs/decisions/045-online-payments.md): each online payment and refund of the
// period with its Paystack reference, read live (what was collected per method is in the day summaries).
import type { Kysely } from "kysely";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import type { Database } from "../../db/schema.ts";

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
