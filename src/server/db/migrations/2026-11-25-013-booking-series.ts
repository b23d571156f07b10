// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * Regular visits (docs/decisions/034-recurring-series.md). A series keeps how often and when the customer
 * is visited and at what discount; each visit is a booking of its own that names its series and its
 * number in it (0 for the first). A visit the schedule had no room for keeps its date, has no window, and
 * is flagged `needs_place` for staff: it is never dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_series")
    .addColumn("id", "text", (c) => c.primaryKey())
    // weekly, fortnightly or monthly.
    .addColumn("frequency", "text", (c) => c.notNull())
    // The first visit's date and window: every later visit's date counts from them.
    .addColumn("first_date", "text", (c) => c.notNull())
    .addColumn("time_window", "text", (c) => c.notNull())
    .addColumn("discount_percent", "integer", (c) => c.notNull())
    // active or cancelled.
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("series_id", "text", (c) => c.references("booking_series.id"))
    .execute();
  await db.schema.alterTable("bookings").addColumn("series_index", "integer").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("needs_place", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // One booking per visit number: two top-ups at the same moment cannot add the same visit twice.
  await db.schema
    .createIndex("bookings_series_visit")
    .unique()
    .on("bookings")
    .columns(["series_id", "series_index"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_series_visit").execute();
  await db.schema.alterTable("bookings").dropColumn("needs_place").execute();
  await db.schema.alterTable("bookings").dropColumn("series_index").execute();
  await db.schema.alterTable("bookings").dropColumn("series_id").execute();
  await db.schema.dropTable("booking_series").execute();
}
