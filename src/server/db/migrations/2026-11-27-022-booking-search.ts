// Frozen in time: never import application code here.
import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * Search that scales (docs/decisions/052-indexes-and-streamed-exports.md): the staff's search finds a
 * fragment of a booking ID, name, email or phone number among any number of bookings by trigrams
 * instead of reading every row.
 * - SQLite: an FTS5 table with the trigram tokenizer, one row per booking (same rowid), kept by triggers.
 *   It holds the public ID (`CL-` and the key), the name, the email and the phone's digits alone.
 * - PostgreSQL: pg_trgm GIN indexes on the very expressions the search compares.
 */
const phoneDigits = (column: string) =>
  `replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table booking_search using fts5(
      public_id, customer_name, email, phone_digits, tokenize = 'trigram')`.execute(db);
    const values = (row: string) =>
      sql.raw(
        `${row}.rowid, 'CL-' || ${row}.booking_key, ${row}.customer_name, ${row}.email, ${phoneDigits(`${row}.phone`)}`,
      );
    await sql`insert into booking_search (rowid, public_id, customer_name, email, phone_digits)
      select ${values("bookings")} from bookings`.execute(db);
    await sql`create trigger booking_search_insert after insert on bookings begin
      insert into booking_search (rowid, public_id, customer_name, email, phone_digits) values (${values("new")});
      end`.execute(db);
    await sql`create trigger booking_search_update
      after update of booking_key, customer_name, email, phone on bookings begin
      delete from booking_search where rowid = old.rowid;
      insert into booking_search (rowid, public_id, customer_name, email, phone_digits) values (${values("new")});
      end`.execute(db);
    await sql`create trigger booking_search_delete after delete on bookings begin
      delete from booking_search where rowid = old.rowid;
      end`.execute(db);
    return;
  }
  await sql`create extension if not exists pg_trgm`.execute(db);
  const trigramIndex = (name: string, expression: string) =>
    sql.raw(`create index ${name} on bookings using gin ((${expression}) gin_trgm_ops)`).execute(db);
  await trigramIndex("bookings_search_id", "lower('CL-' || booking_key)");
  await trigramIndex("bookings_search_name", "lower(customer_name)");
  await trigramIndex("bookings_search_email", "lower(email)");
  await trigramIndex("bookings_search_phone", phoneDigits("phone"));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of ["booking_search_insert", "booking_search_update", "booking_search_delete"])
      await sql.raw(`drop trigger ${name}`).execute(db);
    await sql`drop table booking_search`.execute(db);
    return;
  }
  for (const name of [
    "bookings_search_id",
    "bookings_search_name",
    "bookings_search_email",
    "bookings_search_phone",
  ])
    await sql.raw(`drop index ${name}`).execute(db);
}
