// Frozen in time: never import application code here.
import { sql, type Kysely } from "kysely";

/**
 * Online payments through Paystack (docs/decisions/045-online-payments.md).
 *
 * `payment_intents`: every checkout we start, written before Paystack is asked, so a payment Paystack
 * reports can always be matched to the booking and the amount we asked for. `reference` is ours, random.
 *
 * `payments` gains the Paystack reference and channel of an online payment, and the amount we asked for
 * when Paystack reported another. The unique index on `reference` is what records a payment once per
 * reference, however many webhooks and returns from checkout arrive at once (NULLs, staff entries and
 * reversals, never collide).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payment_intents")
    .addColumn("reference", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    // Integer kobo asked for: 64-bit on PostgreSQL like every money column.
    .addColumn("amount_kobo", "bigint", (c) => c.notNull().check(sql`amount_kobo > 0`))
    // pending, paid or failed (Paystack could not be reached).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("payment_intents_booking")
    .on("payment_intents")
    .columns(["booking_id", "created_at"])
    .execute();
  await db.schema.alterTable("payments").addColumn("reference", "text").execute();
  await db.schema.alterTable("payments").addColumn("channel", "text").execute();
  await db.schema.alterTable("payments").addColumn("expected_kobo", "bigint").execute();
  await db.schema.createIndex("payments_reference").unique().on("payments").column("reference").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_reference").execute();
  await db.schema.alterTable("payments").dropColumn("expected_kobo").execute();
  await db.schema.alterTable("payments").dropColumn("channel").execute();
  await db.schema.alterTable("payments").dropColumn("reference").execute();
  await db.schema.dropTable("payment_intents").execute();
}
