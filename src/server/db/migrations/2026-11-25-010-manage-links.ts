// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * The customer's private manage link and each booking's history (docs/decisions/031-manage-links.md).
 * `manage_token_hash` is the sha-256 of the link's secret: the database never holds a usable link. Bookings
 * made before have none and simply have no link. The unique index is separate from the column so that
 * SQLite can drop the column again (down).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("manage_token_hash", "text").execute();
  await db.schema
    .createIndex("bookings_manage_token_hash")
    .unique()
    .on("bookings")
    .column("manage_token_hash")
    .execute();

  await db.schema
    .createTable("booking_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    // created, confirmed, completed, cancelled, rescheduled, crew ...
    .addColumn("kind", "text", (c) => c.notNull())
    // customer, staff or system; the staff member's name where known.
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("actor_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .createIndex("booking_events_booking")
    .on("booking_events")
    .columns(["booking_id", "at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_events").execute();
  await db.schema.dropIndex("bookings_manage_token_hash").execute();
  await db.schema.alterTable("bookings").dropColumn("manage_token_hash").execute();
}
