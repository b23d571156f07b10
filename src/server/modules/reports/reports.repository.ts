// Every query of the owner's reports (docs/decisions/033-reports.md). A booking belongs to a period by
// its visit date, or, when it has none, by the Lagos day it was made; payments by the day they were paid.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { addDays, lagosInstant } from "../../../shared/rules/availability.ts";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import type { Database } from "../../db/schema.ts";

type Bookings = ExpressionBuilder<Database, "bookings">;

/** The instant a Lagos day starts, as created_at stores instants (ISO-8601 UTC, so text order is time order). */
const dayStartIso = (date: string) => lagosInstant(date, "00:00").toISOString();

function inPeriod(eb: Bookings, period: ReportPeriod) {
  return eb.or([
    eb.and([
      eb("bookings.preferred_date", ">=", period.from),
      eb("bookings.preferred_date", "<=", period.to),
    ]),
    eb.and([
      eb("bookings.preferred_date", "is", null),
      eb("bookings.created_at", ">=", dayStartIso(period.from)),
      eb("bookings.created_at", "<", dayStartIso(addDays(period.to, 1))),
    ]),
  ]);
}

function beforePeriod(eb: Bookings, period: ReportPeriod) {
  return eb.or([
    eb("bookings.preferred_date", "<", period.from),
    eb.and([
      eb("bookings.preferred_date", "is", null),
      eb("bookings.created_at", "<", dayStartIso(period.from)),
    ]),
  ]);
}

const standing = (eb: Bookings) => eb("bookings.status", "!=", "cancelled");

/** The period's bookings, cancelled ones too, with the customer's key (the email, lowercased). */
export function periodBookings(db: Kysely<Database>, period: ReportPeriod) {
  return db
    .selectFrom("bookings")
    .select((eb) => [
      "bookings.id",
      "bookings.status",
      "bookings.total_kobo",
      "bookings.preferred_date",
      "bookings.created_at",
      eb.fn<string>("lower", ["bookings.email"]).as("customer"),
    ])
    .where((eb) => inPeriod(eb, period))
    .execute();
}

/** What has been paid on each standing booking of the period, whenever it was paid (reversals count negative). */
export async function paidOnPeriodBookings(
  db: Kysely<Database>,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("payments")
    .innerJoin("bookings", "bookings.id", "payments.booking_id")
    .select((eb) => ["payments.booking_id", eb.fn.sum<number | string>("payments.amount_kobo").as("paid")])
    .where((eb) => eb.and([inPeriod(eb, period), standing(eb)]))
    .groupBy("payments.booking_id")
    .execute();
  return new Map(rows.map((row) => [row.booking_id, Number(row.paid)]));
}

/** Money received on each day of the period that had any, reversals included (a reversal keeps its original's day). */
export async function collectedByDay(
  db: Kysely<Database>,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("payments")
    .select((eb) => ["paid_on", eb.fn.sum<number | string>("amount_kobo").as("amount")])
    .where("paid_on", ">=", period.from)
    .where("paid_on", "<=", period.to)
    .groupBy("paid_on")
    .execute();
  return new Map(rows.map((row) => [row.paid_on, Number(row.amount)]));
}

/**
 * The standing bookings' services, by the name they were booked as and the service's category now; a
 * service deleted since (or a category gone) has no category here.
 */
export async function servicesBooked(db: Kysely<Database>, period: ReportPeriod) {
  const rows = await db
    .selectFrom("booking_items")
    .innerJoin("bookings", "bookings.id", "booking_items.booking_id")
    .leftJoin("services", "services.id", "booking_items.service_id")
    .leftJoin("categories", "categories.id", "services.category_id")
    .select((eb) => [
      "booking_items.name",
      "categories.id as categoryId",
      "categories.name as categoryName",
      eb.fn.countAll<number | string>().as("times"),
      eb.fn.sum<number | string>("booking_items.price_kobo").as("amount"),
    ])
    .where((eb) => eb.and([inPeriod(eb, period), standing(eb)]))
    .groupBy(["booking_items.name", "categories.id", "categories.name"])
    .execute();
  return rows.map((row) => ({ ...row, times: Number(row.times), amountKobo: Number(row.amount) }));
}

/** How often each coupon code was used on the period's standing bookings, and what it took off. */
export async function couponsUsed(db: Kysely<Database>, period: ReportPeriod) {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => [
      "coupon_code",
      eb.fn.countAll<number | string>().as("uses"),
      eb.fn.sum<number | string>("discount_kobo").as("takenOff"),
    ])
    .where((eb) => eb.and([inPeriod(eb, period), standing(eb), eb("coupon_code", "is not", null)]))
    .groupBy("coupon_code")
    .execute();
  return rows.map((row) => ({
    code: row.coupon_code ?? "",
    uses: Number(row.uses),
    takenOffKobo: Number(row.takenOff),
  }));
}

/** The period's customers (lowercased emails) who had a standing booking before it began. */
export async function returningCustomers(db: Kysely<Database>, period: ReportPeriod): Promise<Set<string>> {
  const customer = sql<string>`lower(bookings.email)`;
  const rows = await db
    .selectFrom("bookings")
    .select(customer.as("customer"))
    .distinct()
    .where((eb) =>
      eb.and([
        standing(eb),
        beforePeriod(eb, period),
        eb(
          customer,
          "in",
          db
            .selectFrom("bookings")
            .select(customer.as("customer"))
            .where((inner) => inner.and([inPeriod(inner, period), standing(inner)])),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.customer));
}
