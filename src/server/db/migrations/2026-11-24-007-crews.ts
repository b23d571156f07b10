// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * Crews, the crew a booking is given to, and the calendar feeds (docs/decisions/022-crews-and-calendar-feeds.md).
 * `crew_jobs` holds one row per crew, date and window: its primary key is what lets exactly one of many
 * simultaneous assignments give a crew a window, on both databases. A row whose booking has since been
 * cancelled, moved or given to another crew no longer counts and is taken over by the next assignment.
 * No booking had a crew before, so nothing is carried over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("crews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    // The name as compared: two crews may not differ only by case or spaces.
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .addColumn("lead_phone", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable("bookings")
    // No foreign key: SQLite could not drop the column again (down), and crews are never deleted.
    .addColumn("crew_id", "text")
    .execute();
  await db.schema
    .createIndex("bookings_crew_date")
    .on("bookings")
    .columns(["crew_id", "preferred_date"])
    .execute();

  await db.schema
    .createTable("crew_jobs")
    .addColumn("crew_id", "text", (c) => c.notNull().references("crews.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("time_window", "text", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("crew_jobs_pk", ["crew_id", "date", "time_window"])
    .execute();
  await db.schema.createIndex("crew_jobs_booking_id").on("crew_jobs").column("booking_id").execute();

  await db.schema
    .createTable("calendar_feeds")
    // "business" for every job, or a crew's id for that crew's jobs.
    .addColumn("scope", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    // 1: events carry the customer's full address and phone, not only the area.
    .addColumn("include_contact", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_feeds").execute();
  await db.schema.dropTable("crew_jobs").execute();
  await db.schema.dropIndex("bookings_crew_date").execute();
  await db.schema.alterTable("bookings").dropColumn("crew_id").execute();
  await db.schema.dropTable("crews").execute();
}
