// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * A contact message may carry the sender's phone number, so staff can answer on WhatsApp or call back.
 * Optional: '' where none was given, as for every message sent before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("phone").execute();
}
