import type { Kysely, Selectable } from "kysely";
import type { BookingSeriesTable, Database } from "../../db/schema.ts";

export type SeriesRow = Selectable<BookingSeriesTable>;

export async function insertSeries(db: Kysely<Database>, row: SeriesRow): Promise<void> {
  await db.insertInto("booking_series").values(row).execute();
}

export function findSeriesById(db: Kysely<Database>, id: string) {
  return db.selectFrom("booking_series").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listActiveSeries(db: Kysely<Database>) {
  return db.selectFrom("booking_series").selectAll().where("status", "=", "active").orderBy("id").execute();
}

/** The series' visits, in the order they come. */
export function listVisitsOf(db: Kysely<Database>, seriesId: string) {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("series_id", "=", seriesId)
    .orderBy("series_index")
    .execute();
}

/** The highest visit number the series has, or -1 before its first. */
export async function lastVisitIndex(db: Kysely<Database>, seriesId: string): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.max("series_index").as("last"))
    .where("series_id", "=", seriesId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? -1 : Number(row.last);
}

/** The highest visit number of every active series that has a visit, by series id: one query for all. */
export async function lastVisitIndexesOfActiveSeries(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("booking_series", "booking_series.id", "bookings.series_id")
    .select(["booking_series.id as seriesId", (eb) => eb.fn.max("bookings.series_index").as("last")])
    .where("booking_series.status", "=", "active")
    .groupBy("booking_series.id")
    .execute();
  return new Map(rows.map((row) => [row.seriesId, Number(row.last)]));
}

/** Marks an active series cancelled; false when it was not active any more (cancelled meanwhile). */
export async function endSeries(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("booking_series")
    .set({ status: "cancelled", updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
