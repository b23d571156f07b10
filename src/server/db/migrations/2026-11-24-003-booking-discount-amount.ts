// Frozen in time: never import application code here.
import { sql, type Kysely } from "kysely";

/**
 * Stores the amount a coupon took off, in kobo, beside its percentage (shown in naira). A booking's total
 * was always charged as its subtotal less the percentage, rounded to the kobo, so for existing bookings the
 * amount taken off is exactly subtotal − total: the value the booking service stores for new ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("discount_kobo", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable("bookings")
    .set({ discount_kobo: sql`subtotal_kobo - total_kobo` })
    .where("discount_percent", ">", 0)
    .where(sql<boolean>`subtotal_kobo > total_kobo`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("discount_kobo").execute();
}
