// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * The outbox (docs/decisions/024-outbox.md): every message to a customer or the business is a row written in
 * the same transaction as the change that caused it, and a worker sends it. `dedupe_key` keeps a message
 * that may be asked for twice (a day-before reminder) to one row. `lease_until` and `claim` let one of
 * several instances hold a message while it sends it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("booking_id", "text")
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_until", "text")
    .addColumn("claim", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("outbox_messages_due")
    .on("outbox_messages")
    .columns(["state", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("outbox_messages_created")
    .on("outbox_messages")
    .columns(["state", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox_messages").execute();
}
