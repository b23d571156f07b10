// Frozen in time: never import application code here.
import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * The owner's report reads a summary per day instead of every booking of its period
 * (docs/decisions/069-report-day-summaries.md):
 * - `report_day_versions`: a number per day that triggers raise, in the transaction of the change, for
 *   every day whose figures a change of a booking, a booking's line or a payment can move. No row: 0.
 * - `report_day_summaries`: a day's figures as JSON, with the version they were computed at. The report
 *   uses a summary only while its version is the day's version, and computes the day again otherwise.
 * Nothing is filled here: a day is computed the first time a report asks for it.
 */

type Row = "new" | "old";

/** A booking's day in a report: its visit date, or the Lagos day (UTC+1, no summer time) it was made. */
const bookingDay = (sqlite: boolean, row: string) =>
  sqlite
    ? `coalesce(${row}.preferred_date, date(${row}.created_at, '+1 hour'))`
    : `coalesce(${row}.preferred_date,
        to_char((${row}.created_at::timestamptz at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD'))`;

/** The report day of the booking a line or a payment belongs to; no row when the booking is gone. */
const dayOfBookingOf = (sqlite: boolean, row: Row) =>
  `select ${bookingDay(sqlite, "b")} as day from bookings as b where b.id = ${row}.booking_id`;

/**
 * Raises the version of each day the selects give, once each, in day order: on PostgreSQL two changes
 * that bump the same two days then take their row locks in the same order and wait rather than deadlock.
 * (`where true` keeps SQLite from reading `on conflict` as a join's `on`.)
 */
const bump = (days: string[]) =>
  `insert into report_day_versions (day, version)
    select day, 1 from (${days.join(" union ")}) as days where day is not null group by day order by day
    on conflict (day) do update set version = report_day_versions.version + 1`;

/** The columns of a booking a report reads: a change of another one (notes, a crew) moves no figure. */
const bookingColumns = [
  "status",
  "preferred_date",
  "created_at",
  "total_kobo",
  "area",
  "coupon_code",
  "discount_kobo",
  "email",
  "quote_state",
];
const itemColumns = ["booking_id", "name", "service_id", "price_kobo", "quantity"];
const paymentColumns = ["booking_id", "paid_on", "amount_kobo", "method"];

type Watched = {
  table: string;
  columns: string[];
  /** The days a row of the table counts on, as selects over `new` or `old`. */
  daysOf: (sqlite: boolean, row: Row) => string[];
};

const watched: Watched[] = [
  {
    table: "bookings",
    columns: bookingColumns,
    daysOf: (sqlite, row) => [`select ${bookingDay(sqlite, row)} as day`],
  },
  {
    table: "booking_items",
    columns: itemColumns,
    daysOf: (sqlite, row) => [dayOfBookingOf(sqlite, row)],
  },
  {
    // A payment counts on the day it was paid, and on its booking's day through what the booking owes.
    table: "payments",
    columns: paymentColumns,
    daysOf: (sqlite, row) => [`select ${row}.paid_on as day`, dayOfBookingOf(sqlite, row)],
  },
];

async function createTriggers(db: Kysely<any>, { table, columns, daysOf }: Watched): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const name = `${table}_report_days`;
  if (sqlite) {
    const changed = columns.map((column) => `old.${column} is not new.${column}`).join(" or ");
    await sql
      .raw(`create trigger ${name}_insert after insert on ${table} begin ${bump(daysOf(true, "new"))}; end`)
      .execute(db);
    await sql
      .raw(`create trigger ${name}_delete after delete on ${table} begin ${bump(daysOf(true, "old"))}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of ${columns.join(", ")} on ${table} when ${changed}
        begin ${bump([...daysOf(true, "old"), ...daysOf(true, "new")])}; end`,
      )
      .execute(db);
    return;
  }
  const changed = columns.map((column) => `old.${column} is distinct from new.${column}`).join(" or ");
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${bump(daysOf(false, "new"))};
        elsif tg_op = 'DELETE' then
          ${bump(daysOf(false, "old"))};
        else
          ${bump([...daysOf(false, "old"), ...daysOf(false, "new")])};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_insert_delete after insert or delete on ${table}
      for each row execute function ${name}()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_update after update of ${columns.join(", ")} on ${table}
      for each row when (${changed}) execute function ${name}()`,
    )
    .execute(db);
}

async function dropTriggers(db: Kysely<any>, { table }: Watched): Promise<void> {
  const name = `${table}_report_days`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const change of ["insert", "delete", "update"])
      await sql.raw(`drop trigger ${name}_${change}`).execute(db);
  } else {
    await sql.raw(`drop trigger ${name}_insert_delete on ${table}`).execute(db);
    await sql.raw(`drop trigger ${name}_update on ${table}`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("report_day_versions")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("report_day_summaries")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .execute();
  for (const table of watched) await createTriggers(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of watched) await dropTriggers(db, table);
  await db.schema.dropTable("report_day_summaries").execute();
  await db.schema.dropTable("report_day_versions").execute();
}
