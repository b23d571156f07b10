// Frozen in time: never import application code here.
import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * The schedule board keeps a week's answer while no day of it has changed
 * (docs/decisions/070-the-board-reads-its-week-at-once.md). Migration 029 raises a day's version when a
 * column a report reads changes; the board shows every column of a booking and of its lines, so from here a
 * change of any column raises it: a note, a crew, an address, a line's unit. Payments keep their triggers:
 * the board shows what was paid and how, which is what 029 already watches.
 */

type Row = "new" | "old";

/** A booking's day: its visit date, or the Lagos day (UTC+1, no summer time) it was made (as in 029). */
const bookingDay = (row: string) => `coalesce(${row}.preferred_date, date(${row}.created_at, '+1 hour'))`;

const bookingDays = (row: Row) => `select ${bookingDay(row)} as day`;
const lineDays = (row: Row) =>
  `select ${bookingDay("b")} as day from bookings as b where b.id = ${row}.booking_id`;

/** As 029's: each day once, in day order. */
const bump = (days: string[]) =>
  `insert into report_day_versions (day, version)
    select day, 1 from (${days.join(" union ")}) as days where day is not null group by day order by day
    on conflict (day) do update set version = report_day_versions.version + 1`;

/** The columns 029 watched, for `down`. */
const reportColumns = {
  bookings: [
    "status",
    "preferred_date",
    "created_at",
    "total_kobo",
    "area",
    "coupon_code",
    "discount_kobo",
    "email",
    "quote_state",
  ],
  booking_items: ["booking_id", "name", "service_id", "price_kobo", "quantity"],
};

const daysOf = { bookings: bookingDays, booking_items: lineDays };

type Table = keyof typeof daysOf;
const tables: Table[] = ["bookings", "booking_items"];

/** The update trigger of a table: on every column, or (for `down`) on 029's columns only. */
async function replaceUpdateTrigger(db: Kysely<any>, table: Table, columns?: string[]): Promise<void> {
  const name = `${table}_report_days_update`;
  const of = columns ? ` of ${columns.join(", ")}` : "";
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql.raw(`drop trigger ${name}`).execute(db);
    // SQLite cannot compare whole rows: any update raises, also one that wrote the values already there.
    const when = columns ? ` when ${columns.map((c) => `old.${c} is not new.${c}`).join(" or ")}` : "";
    await sql
      .raw(
        `create trigger ${name} after update${of} on ${table}${when}
        begin ${bump([daysOf[table]("old"), daysOf[table]("new")])}; end`,
      )
      .execute(db);
    return;
  }
  await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
  const changed = columns
    ? columns.map((c) => `old.${c} is distinct from new.${c}`).join(" or ")
    : "old.* is distinct from new.*";
  await sql
    .raw(
      `create trigger ${name} after update${of} on ${table}
      for each row when (${changed}) execute function ${table}_report_days()`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) await replaceUpdateTrigger(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) await replaceUpdateTrigger(db, table, reportColumns[table]);
}
