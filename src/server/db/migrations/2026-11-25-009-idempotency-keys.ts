// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * The booking attempts a client named with an Idempotency-Key, and the answer each one got
 * (docs/decisions/030-idempotency-keys.md). A row is written in the same transaction as its booking, and
 * the key is the primary key: of many simultaneous requests with one key, exactly one books, on both
 * databases. `request_hash` tells a retry of the same booking from a different booking under the same key.
 * Rows older than a day no longer count and are deleted a few at a time as new ones are written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created_at")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
