// Frozen in time: never import application code here.
import { sql, type Kysely } from "kysely";

/**
 * Quotes after inspection (docs/decisions/063-quotes-after-inspection.md).
 *
 * A service may be priced after inspection (`price_after_inspection`, its price then 0). A booked line of
 * such a service says so (`after_inspection`) until staff price it. A booking with such a line is a quote:
 * `quote_state` requested → priced → accepted, declined or expired (null for every other booking and every
 * booking made before). While it is open it holds no window place: the customer's preferred date and window
 * wait in `quote_date` and `quote_window` until the quote is accepted. `quote_expires_at` is when a priced
 * quote lapses unanswered; `quote_token_hash` is the sha-256 of the link the priced quote's message carries,
 * which opens the booking's manage page like its own link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("services")
    .addColumn("price_after_inspection", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_after_inspection in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable("booking_items")
    .addColumn("after_inspection", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`after_inspection in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("quote_state", "text", (c) =>
      c.check(sql`quote_state in ('requested', 'priced', 'accepted', 'declined', 'expired')`),
    )
    .execute();
  await db.schema.alterTable("bookings").addColumn("quote_expires_at", "text").execute();
  await db.schema.alterTable("bookings").addColumn("quote_date", "text").execute();
  await db.schema.alterTable("bookings").addColumn("quote_window", "text").execute();
  await db.schema.alterTable("bookings").addColumn("quote_token_hash", "text").execute();
  await db.schema
    .createIndex("bookings_quote_state")
    .on("bookings")
    .columns(["quote_state", "quote_expires_at"])
    .execute();
  await db.schema
    .createIndex("bookings_quote_token_hash")
    .on("bookings")
    .column("quote_token_hash")
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_quote_token_hash").execute();
  await db.schema.dropIndex("bookings_quote_state").execute();
  for (const column of [
    "quote_token_hash",
    "quote_window",
    "quote_date",
    "quote_expires_at",
    "quote_state",
  ]) {
    await db.schema.alterTable("bookings").dropColumn(column).execute();
  }
  await db.schema.alterTable("booking_items").dropColumn("after_inspection").execute();
  await db.schema.alterTable("services").dropColumn("price_after_inspection").execute();
}
