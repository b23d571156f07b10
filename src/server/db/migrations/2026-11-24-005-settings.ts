// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * The business's settings, one row per section holding that section as JSON text
 * (docs/decisions/019-settings-in-the-database.md). No rows at first: a section never saved shows the
 * defaults the application ships with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("section", "text", (c) => c.primaryKey())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("settings").execute();
}
