// Frozen in time: never import application code here.
import { sql, type Kysely } from "kysely";

/**
 * How many places each booked time window has taken: one row per date and window, counting its bookings
 * that are not cancelled (docs/decisions/021-availability.md). A booking takes its place with one
 * conditional update of this row, which both databases apply one at a time, so a window's last place
 * goes to exactly one of many simultaneous bookings. Existing bookings are counted in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("window_places")
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("time_window", "text", (c) => c.notNull())
    .addColumn("taken", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("window_places_pk", ["date", "time_window"])
    .execute();
  await db
    .insertInto("window_places")
    .columns(["date", "time_window", "taken"])
    .expression(
      db
        .selectFrom("bookings")
        .select(["preferred_date", "preferred_time", sql<number>`count(*)`.as("taken")])
        .where("status", "<>", "cancelled")
        .where("preferred_date", "is not", null)
        .where("preferred_time", "is not", null)
        .groupBy(["preferred_date", "preferred_time"]),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("window_places").execute();
}
