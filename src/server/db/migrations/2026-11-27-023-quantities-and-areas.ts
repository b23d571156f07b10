// Frozen in time: never import application code here.
import { sql, type Kysely } from "kysely";

/**
 * Pricing by quantity and area (docs/decisions/048-pricing-by-quantity-and-area.md).
 *
 * A service says what its price is for (`unit`: visit, item, room or sqm) and how many may be booked; every
 * service made before is priced per visit, booked once, as it was. A booked line keeps its quantity and the
 * unit's name as they were when it was booked, so changing a service later never changes a booking. A
 * booking keeps the area it was booked for and the travel fee it was charged (kobo, 64-bit); bookings made
 * before have no area and no fee.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("services")
    .addColumn("unit", "text", (c) =>
      c
        .notNull()
        .defaultTo("visit")
        .check(sql`unit in ('visit', 'item', 'room', 'sqm')`),
    )
    .execute();
  await db.schema
    .alterTable("services")
    .addColumn("min_quantity", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`min_quantity >= 1`),
    )
    .execute();
  await db.schema
    .alterTable("services")
    .addColumn("max_quantity", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`max_quantity >= 1`),
    )
    .execute();
  await db.schema
    .alterTable("booking_items")
    .addColumn("quantity", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`quantity >= 1`),
    )
    .execute();
  await db.schema
    .alterTable("booking_items")
    .addColumn("unit", "text", (c) => c.notNull().defaultTo("visit"))
    .execute();
  await db.schema.alterTable("bookings").addColumn("area", "text").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("travel_fee_kobo", "bigint", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`travel_fee_kobo >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("travel_fee_kobo").execute();
  await db.schema.alterTable("bookings").dropColumn("area").execute();
  await db.schema.alterTable("booking_items").dropColumn("unit").execute();
  await db.schema.alterTable("booking_items").dropColumn("quantity").execute();
  await db.schema.alterTable("services").dropColumn("max_quantity").execute();
  await db.schema.alterTable("services").dropColumn("min_quantity").execute();
  await db.schema.alterTable("services").dropColumn("unit").execute();
}
