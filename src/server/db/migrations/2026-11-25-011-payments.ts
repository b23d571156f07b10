// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * Money received for a booking (docs/decisions/032-payments.md). Rows are only ever added: a mistake is
 * corrected by a reversal, a new row with the negative amount whose `reverses_id` names the original. The
 * unique index on `reverses_id` lets an entry be reversed once, even by two requests at the same moment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    // Integer kobo; negative for a reversal.
    .addColumn("amount_kobo", "bigint", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    // The Lagos date the money was received, YYYY-MM-DD.
    .addColumn("paid_on", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("reverses_id", "text", (c) => c.references("payments.id"))
    // The staff member's name (or email) as it was when recorded.
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_reverses").unique().on("payments").column("reverses_id").execute();
  await db.schema
    .createIndex("payments_booking")
    .on("payments")
    .columns(["booking_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payments").execute();
}
