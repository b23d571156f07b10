// Frozen in time: never import application code here.
import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL's search reads a narrow table (docs/decisions/077-postgres-search-text.md): one row per
 * booking with its status, the text a search compares (the public ID, the name and the email, lowercased,
 * joined by a character a search cannot hold) and the phone's digits, each under one trigram index. It
 * replaces migration 022's four trigram indexes on `bookings`: a search's tab counts read some 1,400 pages
 * of this table instead of rechecking 10,000 matches across the 3,800 pages of `bookings`. Kept by
 * triggers in the transaction of every change; a deleted booking takes its row with it. SQLite keeps its
 * FTS5 table (022) and has nothing to do here.
 */

/** The text a search compares, as 022's indexes compared it: each part lowercased, `chr(1)` between. */
const searchText = (row: string) =>
  `lower('CL-' || ${row}.booking_key) || chr(1) || lower(${row}.customer_name) || chr(1) || lower(${row}.email)`;
const phoneDigits = (phone: string) =>
  `replace(replace(replace(replace(replace(${phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;

const watched = ["booking_key", "customer_name", "email", "phone", "status"];
const oldIndexes = {
  bookings_search_id: "lower('CL-' || booking_key)",
  bookings_search_name: "lower(customer_name)",
  bookings_search_email: "lower(email)",
  bookings_search_phone: phoneDigits("phone"),
};

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`create table booking_search_text (
    booking_id text primary key references bookings (id) on delete cascade,
    status text not null,
    search_text text not null,
    phone_digits text not null
  )`.execute(db);
  await sql
    .raw(
      `insert into booking_search_text (booking_id, status, search_text, phone_digits)
      select id, status, ${searchText("bookings")}, ${phoneDigits("bookings.phone")} from bookings`,
    )
    .execute(db);
  await sql`create index booking_search_text_trigrams on booking_search_text
    using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index booking_search_text_phone on booking_search_text
    using gin (phone_digits gin_trgm_ops)`.execute(db);
  // Its statistics at once, before autovacuum's next round: without them the planner guesses how many
  // bookings a search matches and may read a common name's every match for one page.
  await sql`analyze booking_search_text`.execute(db);
  await sql
    .raw(
      `create function booking_search_text_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into booking_search_text (booking_id, status, search_text, phone_digits)
          values (new.id, new.status, ${searchText("new")}, ${phoneDigits("new.phone")});
        else
          update booking_search_text
          set status = new.status, search_text = ${searchText("new")}, phone_digits = ${phoneDigits("new.phone")}
          where booking_id = new.id;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger booking_search_text_insert after insert on bookings
    for each row execute function booking_search_text_change()`.execute(db);
  const changed = watched.map((column) => `old.${column} is distinct from new.${column}`).join(" or ");
  await sql
    .raw(
      `create trigger booking_search_text_update after update of ${watched.join(", ")} on bookings
      for each row when (${changed}) execute function booking_search_text_change()`,
    )
    .execute(db);
  for (const name of Object.keys(oldIndexes)) await sql.raw(`drop index ${name}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  for (const [name, expression] of Object.entries(oldIndexes))
    await sql.raw(`create index ${name} on bookings using gin ((${expression}) gin_trgm_ops)`).execute(db);
  await sql`drop trigger booking_search_text_insert on bookings`.execute(db);
  await sql`drop trigger booking_search_text_update on bookings`.execute(db);
  await sql`drop function booking_search_text_change()`.execute(db);
  await sql`drop table booking_search_text`.execute(db);
}
