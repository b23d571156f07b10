// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * The crew page (docs/decisions/049-crew-pages.md). `crew_links` keeps, per crew, only the sha-256 of its
 * page's secret and the nonce the secret is derived from: a copy of the database opens no crew page.
 * `crew_actions` holds what a crew did from its page (a step, a ticked item, a photo), each under the ID
 * the phone made for it: the primary key is what records a step sent ten times exactly once, on both
 * databases. Services get the checklist their crews tick (JSON list of strings).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("crew_links")
    .addColumn("crew_id", "text", (c) => c.primaryKey().references("crews.id").onDelete("cascade"))
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // The key crew secrets are derived from when the environment gives none: one row, made on first use.
  await db.schema
    .createTable("crew_link_key")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("crew_actions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("crew_id", "text", (c) => c.notNull().references("crews.id").onDelete("cascade"))
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    // on-the-way, started, finished, tick or photo.
    .addColumn("kind", "text", (c) => c.notNull())
    // The phone's own clock when the crew took the action (it may have waited offline).
    .addColumn("taken_at", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    // A tick: the checklist item and 1 (ticked) or 0 (unticked).
    .addColumn("item", "text")
    .addColumn("done", "integer")
    // A photo: the stored image and before or after.
    .addColumn("image_id", "text")
    .addColumn("stage", "text")
    .execute();
  await db.schema
    .createIndex("crew_actions_booking")
    .on("crew_actions")
    .columns(["booking_id", "received_at"])
    .execute();

  await db.schema
    .alterTable("services")
    .addColumn("checklist", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("services").dropColumn("checklist").execute();
  await db.schema.dropTable("crew_actions").execute();
  await db.schema.dropTable("crew_link_key").execute();
  await db.schema.dropTable("crew_links").execute();
}
