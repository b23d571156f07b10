// Frozen in time: never import application code here.
import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * Counts of bookings kept by triggers in the same transaction as each change of a booking, so they can
 * never drift from `bookings` (docs/decisions/067-booking-day-counts.md):
 * - `booking_day_counts`: how many bookings each visit date ('' for none, the key the working-day order
 *   sorts by) holds in each status. The staff's list reads its tab counts, and finds where a numbered
 *   page starts, from these few rows a day instead of counting every booking ever made.
 * - `series_status_visits`: how many visits of each series of regular visits stand in each status, for
 *   the list that shows a series as one row.
 */
type Row = "new" | "old";
type Counter = {
  table: string;
  key: [string, string];
  count: string;
  /** The key of a booking row, as SQL over `new` or `old`. */
  keyOf: (row: Row) => [string, string];
  /** The columns whose change moves a booking to another key. */
  watched: [string, string];
  /** Which bookings the counter counts. */
  counts: (row: Row) => string;
};

const counters: Counter[] = [
  {
    table: "booking_day_counts",
    key: ["day", "status"],
    count: "bookings",
    keyOf: (row) => [`coalesce(${row}.preferred_date, '')`, `${row}.status`],
    watched: ["preferred_date", "status"],
    counts: () => "true",
  },
  {
    table: "series_status_visits",
    key: ["series_id", "status"],
    count: "visits",
    keyOf: (row) => [`${row}.series_id`, `${row}.status`],
    watched: ["series_id", "status"],
    counts: (row) => `${row}.series_id is not null`,
  },
];

/** Adds `delta` to the count of the row's key, when the counter counts the row. */
const step = ({ table, key, count, keyOf, counts }: Counter, row: Row, delta: 1 | -1) =>
  `insert into ${table} (${key.join(", ")}, ${count}) select ${keyOf(row).join(", ")}, ${delta}
    where ${counts(row)}
    on conflict (${key.join(", ")}) do update set ${count} = ${table}.${count} + ${delta}`;

async function createCounter(db: Kysely<any>, counter: Counter): Promise<void> {
  const { table, key, count, keyOf, watched } = counter;
  await db.schema
    .createTable(table)
    .addColumn(key[0], "text", (col) => col.notNull())
    .addColumn(key[1], "text", (col) => col.notNull())
    .addColumn(count, "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint(`${table}_pkey`, key)
    .execute();
  // The bookings there are, read as the triggers read a new row.
  await sql
    .raw(
      `insert into ${table} (${key.join(", ")}, ${count})
      select ${keyOf("new").join(", ")}, count(*) from bookings as new where ${counter.counts("new")}
      group by ${keyOf("new").join(", ")}`,
    )
    .execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // SQLite runs one writer at a time: the order of the two steps cannot deadlock.
    const moved = watched.map((column) => `old.${column} is not new.${column}`).join(" or ");
    await sql
      .raw(`create trigger ${table}_insert after insert on bookings begin ${step(counter, "new", 1)}; end`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_delete after delete on bookings begin ${step(counter, "old", -1)}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_update after update of ${watched.join(", ")} on bookings when ${moved}
        begin ${step(counter, "old", -1)}; ${step(counter, "new", 1)}; end`,
      )
      .execute(db);
    return;
  }
  // PostgreSQL: a change that moves a booking takes the two rows' locks in key order, so two changes that
  // cross (one moving a booking from A to B, another from B to A) wait for each other, never deadlock.
  const moved = watched.map((column) => `old.${column} is distinct from new.${column}`).join(" or ");
  await sql
    .raw(
      `create function ${table}_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${step(counter, "new", 1)};
        elsif tg_op = 'DELETE' then
          ${step(counter, "old", -1)};
        elsif (${keyOf("old").join(", ")}) < (${keyOf("new").join(", ")}) then
          ${step(counter, "old", -1)};
          ${step(counter, "new", 1)};
        else
          ${step(counter, "new", 1)};
          ${step(counter, "old", -1)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_insert_delete after insert or delete on bookings
      for each row execute function ${table}_change()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_update after update of ${watched.join(", ")} on bookings
      for each row when (${moved}) execute function ${table}_change()`,
    )
    .execute(db);
}

async function dropCounter(db: Kysely<any>, { table }: Counter): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const change of ["insert", "delete", "update"])
      await sql.raw(`drop trigger ${table}_${change}`).execute(db);
  } else {
    await sql.raw(`drop trigger ${table}_insert_delete on bookings`).execute(db);
    await sql.raw(`drop trigger ${table}_update on bookings`).execute(db);
    await sql.raw(`drop function ${table}_change()`).execute(db);
  }
  await db.schema.dropTable(table).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const counter of counters) await createCounter(db, counter);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const counter of counters) await dropCounter(db, counter);
}
