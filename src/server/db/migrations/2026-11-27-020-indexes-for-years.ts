// Frozen in time: never import application code here.
import { sql, type Kysely } from "kysely";

/**
 * Indexes for five years of bookings (docs/decisions/052-indexes-and-streamed-exports.md): what the staff
 * open every day reads the rows it shows, not every booking ever made.
 * - `(preferred_date, created_at)`: the schedule's week and a report's period. A period is "visit date in
 *   range, or no visit date and made in range"; both halves are ranges on this one index.
 * - `(status, created_at, id)`: the bookings list's status counts and a status tab's pages.
 * - `(created_at, id)`: the list's newest-first pages, and a cursor into them; it replaces `(created_at)`.
 * - `lower(email)`: whether a customer of a period had booked before it, looked up per customer.
 * - `payments(paid_on)`: money collected in a period.
 * - `audit_log(created_at, id)`: the activity list's pages.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("bookings_visit_day")
    .on("bookings")
    .columns(["preferred_date", "created_at"])
    .execute();
  await db.schema
    .createIndex("bookings_status_created")
    .on("bookings")
    .columns(["status", "created_at", "id"])
    .execute();
  await db.schema.createIndex("bookings_created_id").on("bookings").columns(["created_at", "id"]).execute();
  await db.schema.dropIndex("bookings_created_at").execute();
  await sql`create index bookings_customer on bookings (lower(email))`.execute(db);
  await db.schema.createIndex("payments_paid_on").on("payments").column("paid_on").execute();
  await db.schema.createIndex("audit_log_created_id").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.dropIndex("audit_log_created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();
  await db.schema.dropIndex("audit_log_created_id").execute();
  await db.schema.dropIndex("payments_paid_on").execute();
  await db.schema.dropIndex("bookings_customer").execute();
  await db.schema.createIndex("bookings_created_at").on("bookings").column("created_at").execute();
  await db.schema.dropIndex("bookings_created_id").execute();
  await db.schema.dropIndex("bookings_status_created").execute();
  await db.schema.dropIndex("bookings_visit_day").execute();
}
