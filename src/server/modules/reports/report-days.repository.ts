// The report's summaries per day (docs/decisions/069-report-day-summaries.md): the valid ones read from
// `report_day_summaries`, the others computed with one grouped query per figure over a range of days and
// stored with the day's version read in the same snapshot.
import { sql, type Kysely, type RawBuilder } from "kysely";
import { datesFrom } from "../../../shared/rules/availability.ts";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import { dialectOf } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { emptySummary, type DaySummary } from "./report-day-summary.ts";
import { inPeriod, inPeriodByDate, standing } from "./reports.repository.ts";

/** A booking's report day in SQL, as `reportDayOf` gives it: its visit date, or the Lagos day it was made. */
function reportDay(db: Kysely<Database>): RawBuilder<string> {
  return dialectOf(db) === "sqlite"
    ? sql<string>`coalesce(bookings.preferred_date, date(bookings.created_at, '+1 hour'))`
    : sql<string>`coalesce(bookings.preferred_date,
        to_char((bookings.created_at::timestamptz at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD'))`;
}

/** The summaries of the period whose version is still the day's version (a day without one is at 0). */
export async function validSummaries(db: Kysely<Database>, period: ReportPeriod) {
  const rows = await db
    .selectFrom("report_day_summaries as s")
    .leftJoin("report_day_versions as v", "v.day", "s.day")
    .select(["s.day", "s.summary"])
    .where("s.day", ">=", period.from)
    .where("s.day", "<=", period.to)
    .where((eb) => eb("s.version", "=", eb.fn.coalesce("v.version", sql<number>`0`)))
    .execute();
  return new Map(rows.map((row) => [row.day, JSON.parse(row.summary) as DaySummary]));
}

/**
 * The versions of the days from `from` (or the first one) to `to` (or the last one), as one value.
 * Versions only rise and a day's row is never deleted, so a change to any of those days, or a first
 * change to a new one, gives another value.
 */
export async function versionsOfDays(
  db: Kysely<Database>,
  { from, to }: { from?: string; to?: string },
): Promise<string> {
  const row = await db
    .selectFrom("report_day_versions")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("days"),
      eb.fn.sum<number | string | null>("version").as("raised"),
    ])
    .$if(from !== undefined, (query) => query.where("day", ">=", from!))
    .$if(to !== undefined, (query) => query.where("day", "<=", to!))
    .executeTakeFirstOrThrow();
  return `${Number(row.days)}/${Number(row.raised ?? 0)}`;
}

type Computed = { day: string; version: number; summary: DaySummary };

/**
 * Every day of a range computed from the tables, each with the version it was computed at. The versions
 * are read in the same snapshot as the figures (PostgreSQL: repeatable read; SQLite: one transaction), so
 * a change committed after it has raised the version stored here and the summary will not be used.
 */
export async function computeDays(db: Kysely<Database>, range: ReportPeriod): Promise<Computed[]> {
  const day = reportDay(db);
  const figures = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const versions = await trx
        .selectFrom("report_day_versions")
        .select(["day", "version"])
        .where("day", ">=", range.from)
        .where("day", "<=", range.to)
        .execute();
      const statuses = await trx
        .selectFrom("bookings")
        .select((eb) => [day.as("day"), "bookings.status", eb.fn.countAll<number | string>().as("count")])
        .where((eb) => inPeriod(eb, range))
        .groupBy([day, "bookings.status"])
        .execute();
      // Revenue booked has always read every standing booking of its days, open quotes too.
      const booked = await trx
        .selectFrom("bookings")
        .select((eb) => [day.as("day"), eb.fn.sum<number | string>("bookings.total_kobo").as("kobo")])
        .where((eb) => eb.and([inPeriodByDate(eb, range), standing(eb)]))
        .groupBy(day)
        .execute();
      const areas = await trx
        .selectFrom("bookings")
        .select((eb) => [
          day.as("day"),
          "bookings.area",
          eb.fn.countAll<number | string>().as("count"),
          eb.fn.sum<number | string>("bookings.total_kobo").as("kobo"),
        ])
        .where((eb) => eb.and([inPeriod(eb, range), standing(eb)]))
        .groupBy([day, "bookings.area"])
        .execute();
      const owing = await owingByDay(trx, range, day);
      const methods = await trx
        .selectFrom("payments")
        .select((eb) => ["paid_on as day", "method", eb.fn.sum<number | string>("amount_kobo").as("kobo")])
        .where("paid_on", ">=", range.from)
        .where("paid_on", "<=", range.to)
        .groupBy(["paid_on", "method"])
        .execute();
      const services = await trx
        .selectFrom("booking_items")
        .innerJoin("bookings", "bookings.id", "booking_items.booking_id")
        .select((eb) => [
          day.as("day"),
          "booking_items.name",
          "booking_items.service_id",
          eb.fn.countAll<number | string>().as("times"),
          // A line costs its unit price × its quantity (docs/decisions/048-pricing-by-quantity-and-area.md).
          eb.fn.sum<number | string>(sql`booking_items.price_kobo * booking_items.quantity`).as("kobo"),
        ])
        .where((eb) => eb.and([inPeriod(eb, range), standing(eb)]))
        .groupBy([day, "booking_items.name", "booking_items.service_id"])
        .execute();
      const coupons = await trx
        .selectFrom("bookings")
        .select((eb) => [
          day.as("day"),
          "bookings.coupon_code",
          eb.fn.countAll<number | string>().as("uses"),
          eb.fn.sum<number | string>("bookings.discount_kobo").as("kobo"),
        ])
        .where((eb) =>
          eb.and([inPeriod(eb, range), standing(eb), eb("bookings.coupon_code", "is not", null)]),
        )
        .groupBy([day, "bookings.coupon_code"])
        .execute();
      const customers = await trx
        .selectFrom("bookings")
        .select([day.as("day"), sql<string>`lower(bookings.email)`.as("email")])
        .distinct()
        .where((eb) => eb.and([inPeriod(eb, range), standing(eb)]))
        .execute();
      return { versions, statuses, booked, areas, owing, methods, services, coupons, customers };
    });

  const days = new Map<string, Computed>();
  const of = (date: string) => {
    let computed = days.get(date);
    if (!computed) days.set(date, (computed = { day: date, version: 0, summary: emptySummary() }));
    return computed;
  };
  for (const date of datesFrom(range.from, range.to)) of(date);
  for (const row of figures.versions) of(row.day).version = Number(row.version);
  for (const row of figures.statuses) of(row.day).summary.statuses[row.status] = Number(row.count);
  for (const row of figures.booked) of(row.day).summary.booked = Number(row.kobo);
  for (const row of figures.areas)
    of(row.day).summary.areas.push([row.area, Number(row.count), Number(row.kobo)]);
  for (const row of figures.owing) of(row.day).summary.owing = [Number(row.bookings), Number(row.kobo)];
  for (const row of figures.methods) of(row.day).summary.methods[row.method] = Number(row.kobo);
  for (const row of figures.services)
    of(row.day).summary.services.push([row.name, row.service_id, Number(row.times), Number(row.kobo)]);
  for (const row of figures.coupons)
    of(row.day).summary.coupons.push([row.coupon_code ?? "", Number(row.uses), Number(row.kobo)]);
  for (const row of figures.customers) of(row.day).summary.customers.push(row.email);
  return [...days.values()];
}

/**
 * Per day, the standing bookings that still owe money and what they owe: each total less everything paid
 * on it, whenever it was paid, counted where positive.
 */
async function owingByDay(trx: Kysely<Database>, range: ReportPeriod, day: RawBuilder<string>) {
  return trx
    .with("period_bookings", (qb) =>
      qb
        .selectFrom("bookings")
        .select(["bookings.id", "bookings.total_kobo", day.as("day")])
        .where((eb) => eb.and([inPeriod(eb, range), standing(eb)])),
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
        .select([
          "period_bookings.day",
          sql<number | string>`period_bookings.total_kobo - coalesce(paid.kobo, 0)`.as("owed"),
        ]),
    )
    .selectFrom("owing")
    .select((eb) => [
      "owing.day",
      eb.fn.countAll<number | string>().as("bookings"),
      eb.fn.sum<number | string>("owing.owed").as("kobo"),
    ])
    .where("owing.owed", ">", 0)
    .groupBy("owing.day")
    .execute();
}

/**
 * Stores computed days. A row is replaced only by one of the same or a later version: two reports
 * computing the same day at once can finish in either order.
 */
export async function storeSummaries(db: Kysely<Database>, computed: Computed[]): Promise<void> {
  // 300 rows of 3 values a statement: well under either database's limit on parameters.
  for (let start = 0; start < computed.length; start += 300) {
    await db
      .insertInto("report_day_summaries")
      .values(
        computed.slice(start, start + 300).map(({ day, version, summary }) => ({
          day,
          version,
          summary: JSON.stringify(summary),
        })),
      )
      .onConflict((oc) =>
        oc
          .column("day")
          .doUpdateSet({
            version: (eb) => eb.ref("excluded.version"),
            summary: (eb) => eb.ref("excluded.summary"),
          })
          .where("report_day_summaries.version", "<=", (eb) => eb.ref("excluded.version")),
      )
      .execute();
  }
}
