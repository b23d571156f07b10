// Which bookings a report counts (docs/decisions/033-reports.md), and the live lookups of its figures that
// no day summary holds. A booking belongs to a period by its visit date, or, when it has none, by the Lagos
// day it was made; payments by the day they were paid.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { addDays, lagosInstant } from "../../../shared/rules/availability.ts";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import { openQuoteStates } from "../../../shared/rules/quotes.ts";
import { dialectOf } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

type Bookings = ExpressionBuilder<Database, "bookings">;

/** The instant a Lagos day starts, as created_at stores instants (ISO-8601 UTC, so text order is time order). */
const dayStartIso = (date: string) => lagosInstant(date, "00:00").toISOString();

/** A quote not yet accepted is no booking of any period: no revenue, no count (docs/decisions/063). */
const notOpenQuote = (eb: Bookings) =>
  eb.or([eb("bookings.quote_state", "is", null), eb("bookings.quote_state", "not in", [...openQuoteStates])]);

/** The period's bookings, open quotes left out. */
export function inPeriod(eb: Bookings, period: ReportPeriod) {
  return eb.and([notOpenQuote(eb), inPeriodByDate(eb, period)]);
}

/** Every booking whose report day is in the period. */
export function inPeriodByDate(eb: Bookings, period: ReportPeriod) {
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

export const standing = (eb: Bookings) => eb("bookings.status", "!=", "cancelled");

/**
 * How many of the period's customers (lowercased emails) had a standing booking whose day is before the
 * period began, an open quote counting as one as it always has. Each customer is looked up once in the
 * index on `lower(email)`, so the cost follows the period's customers, not the history. The days' cached
 * customer sets cannot answer this: they leave open quotes out, and would need every earlier day computed.
 */
export async function returningCustomers(
  db: Kysely<Database>,
  emails: string[],
  period: ReportPeriod,
): Promise<number> {
  if (emails.length === 0) return 0;
  // The emails go as one parameter (a list of parameters has a limit a year's customers could pass): a JSON
  // list on SQLite, a text array on PostgreSQL. There, until migration 031, `lower(email)` had two indexes:
  // the B-tree and the search's trigram index, and the planner, knowing the array's length, could pick the
  // trigram one, whose lookup of one address reads every booking sharing its common trigrams ("example.ng"):
  // 5 ms each, 16 s for a month. A range of one value can only be answered by a B-tree, whatever indexes
  // a later change adds.
  const sqlite = dialectOf(db) === "sqlite";
  const customers = sqlite
    ? sql`(select value as email from json_each(${JSON.stringify(emails)}))`
    : sql`(select email from unnest(cast(${emails} as text[])) as emails(email))`;
  const sameCustomer = sqlite
    ? sql`lower(earlier.email) = customers.email`
    : sql`lower(earlier.email) between customers.email and customers.email`;
  const { rows } = await sql<{ found: number | string }>`
    select count(*) as found from ${customers} as customers
    where exists (
      select 1 from bookings earlier
      where ${sameCustomer}
        and earlier.status != 'cancelled'
        and (earlier.preferred_date < ${period.from}
          or (earlier.preferred_date is null and earlier.created_at < ${dayStartIso(period.from)})))`.execute(
    db,
  );
  return Number(rows[0]?.found ?? 0);
}

/** The category each service is in now; a service deleted since (or a category gone) has none. */
export async function categoriesOfServices(db: Kysely<Database>, serviceIds: string[]) {
  if (serviceIds.length === 0) return new Map<string, { id: string; name: string }>();
  const rows = await db
    .selectFrom("services")
    .innerJoin("categories", "categories.id", "services.category_id")
    .select(["services.id as serviceId", "categories.id", "categories.name"])
    .where("services.id", "in", serviceIds)
    .execute();
  return new Map(rows.map((row) => [row.serviceId, { id: row.id, name: row.name }]));
}
