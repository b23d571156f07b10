// Every query of the owner's reports (docs/decisions/033-reports.md). A booking belongs to a period by
// its visit date, or, when it has none, by the Lagos day it was made; payments by the day they were paid.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { addDays, lagosInstant } from "../../../shared/rules/availability.ts";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import { openQuoteStates } from "../../../shared/rules/quotes.ts";
import type { Database } from "../../db/schema.ts";

type Bookings = ExpressionBuilder<Database, "bookings">;

/** The instant a Lagos day starts, as created_at stores instants (ISO-8601 UTC, so text order is time order). */
const dayStartIso = (date: string) => lagosInstant(date, "00:00").toISOString();

/** A quote not yet accepted is no booking of any period: no revenue, no count (docs/decisions/063). */
const notOpenQuote = (eb: Bookings) =>
  eb.or([eb("bookings.quote_state", "is", null), eb("bookings.quote_state", "not in", [...openQuoteStates])]);

function inPeriod(eb: Bookings, period: ReportPeriod) {
  return eb.and([notOpenQuote(eb), inPeriodByDate(eb, period)]);
}

function inPeriodByDate(eb: Bookings, period: ReportPeriod) {
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

const standing = (eb: Bookings) => eb("bookings.status", "!=", "cancelled");

// The booking figures are summed by the database, so a year's report moves a few hundred rows, not the
// year's bookings.

/** How many of the period's bookings stand in each status, cancelled ones too. */
export async function bookingsByStatus(db: Kysely<Database>, period: ReportPeriod) {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => ["bookings.status", eb.fn.countAll<number | string>().as("count")])
    .where((eb) => inPeriod(eb, period))
    .groupBy("bookings.status")
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/**
 * The standing bookings' totals by visit date; those without one (older bookings) each with the instant
 * it was made, which the report turns into a Lagos day.
 */
export async function bookedByDate(db: Kysely<Database>, period: ReportPeriod) {
  const [dated, undated] = await Promise.all([
    db
      .selectFrom("bookings")
      .select((eb) => [
        "bookings.preferred_date",
        eb.fn.sum<number | string>("bookings.total_kobo").as("kobo"),
      ])
      .where("bookings.preferred_date", ">=", period.from)
      .where("bookings.preferred_date", "<=", period.to)
      .where(standing)
      .groupBy("bookings.preferred_date")
      .execute(),
    db
      .selectFrom("bookings")
      .select(["bookings.created_at", "bookings.total_kobo as kobo"])
      .where("bookings.preferred_date", "is", null)
      .where("bookings.created_at", ">=", dayStartIso(period.from))
      .where("bookings.created_at", "<", dayStartIso(addDays(period.to, 1)))
      .where(standing)
      .execute(),
  ]);
  return [
    ...dated.map((row) => ({ preferredDate: row.preferred_date, createdAt: "", kobo: Number(row.kobo) })),
    ...undated.map((row) => ({ preferredDate: null, createdAt: row.created_at, kobo: Number(row.kobo) })),
  ];
}

/** The standing bookings' totals and count by the area they were made for (null: none given). */
export async function bookedByArea(db: Kysely<Database>, period: ReportPeriod) {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => [
      "bookings.area",
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.sum<number | string>("bookings.total_kobo").as("kobo"),
    ])
    .where((eb) => eb.and([inPeriod(eb, period), standing(eb)]))
    .groupBy("bookings.area")
    .execute();
  return rows.map((row) => ({ area: row.area, bookings: Number(row.count), kobo: Number(row.kobo) }));
}

/**
 * The standing bookings of the period with a balance left, and what they owe between them: each total less
 * what has been paid on it, whenever it was paid (reversals count negative).
 */
export async function outstandingBalances(db: Kysely<Database>, period: ReportPeriod) {
  // The period's payments are summed in one pass joined to its bookings: a lookup per booking is slow on
  // PostgreSQL, and a sum over all payments would read the whole history.
  const row = await db
    .with("period_bookings", (qb) =>
      qb
        .selectFrom("bookings")
        .select(["bookings.id", "bookings.total_kobo"])
        .where((eb) => eb.and([inPeriod(eb, period), standing(eb)])),
    )
    .with("paid", (qb) =>
      qb
        .selectFrom("payments")
        .innerJoin("period_bookings", "period_bookings.id", "payments.booking_id")
        .select((eb) => [
          "payments.booking_id",
          eb.fn.sum<number | string>("payments.amount_kobo").as("kobo"),
        ])
        .groupBy("payments.booking_id"),
    )
    .with("owing", (qb) =>
      qb
        .selectFrom("period_bookings")
        .leftJoin("paid", "paid.booking_id", "period_bookings.id")
        .select(sql<number | string>`period_bookings.total_kobo - coalesce(paid.kobo, 0)`.as("owed")),
    )
    .selectFrom("owing")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("bookings"),
      eb.fn.sum<number | string | null>("owing.owed").as("kobo"),
    ])
    .where("owing.owed", ">", 0)
    .executeTakeFirstOrThrow();
  return { bookings: Number(row.bookings), kobo: Number(row.kobo ?? 0) };
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
  // The period's lines are summed by name and service first, and only those few sums look up their
  // category: a year's tens of thousands of lines each looked up their service and category before.
  const rows = await db
    .with("lines", (qb) =>
      qb
        .selectFrom("booking_items")
        .innerJoin("bookings", "bookings.id", "booking_items.booking_id")
        .select((eb) => [
          "booking_items.name",
          "booking_items.service_id",
          eb.fn.countAll<number | string>().as("times"),
          // A line costs its unit price × its quantity (docs/decisions/048-pricing-by-quantity-and-area.md).
          eb.fn.sum<number | string>(sql`booking_items.price_kobo * booking_items.quantity`).as("amount"),
        ])
        .where((eb) => eb.and([inPeriod(eb, period), standing(eb)]))
        .groupBy(["booking_items.name", "booking_items.service_id"]),
    )
    .selectFrom("lines")
    .leftJoin("services", "services.id", "lines.service_id")
    .leftJoin("categories", "categories.id", "services.category_id")
    .select((eb) => [
      "lines.name",
      "categories.id as categoryId",
      "categories.name as categoryName",
      eb.fn.sum<number | string>("lines.times").as("times"),
      eb.fn.sum<number | string>("lines.amount").as("amount"),
    ])
    .groupBy(["lines.name", "categories.id", "categories.name"])
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

/**
 * How many customers (by email, in any case) had a standing booking in the period, and how many of them
 * had one before it began. Each customer of the period is looked up once in the index on `lower(email)`,
 * so the cost follows the period, not the history.
 */
export async function periodCustomers(
  db: Kysely<Database>,
  period: ReportPeriod,
): Promise<{ customers: number; returning: number }> {
  const row = await db
    .with("customers", (qb) =>
      qb
        .selectFrom("bookings")
        .select(sql<string>`lower(bookings.email)`.as("email"))
        .distinct()
        .where((eb) => eb.and([inPeriod(eb, period), standing(eb)])),
    )
    .selectFrom("customers")
    .select([
      sql<number | string>`count(*)`.as("customers"),
      sql<number | string | null>`sum(case when exists (
        select 1 from bookings earlier
        where lower(earlier.email) = customers.email
          and earlier.status != 'cancelled'
          and (earlier.preferred_date < ${period.from}
            or (earlier.preferred_date is null and earlier.created_at < ${dayStartIso(period.from)}))
      ) then 1 else 0 end)`.as("returning"),
    ])
    .executeTakeFirstOrThrow();
  return { customers: Number(row.customers), returning: Number(row.returning ?? 0) };
}
