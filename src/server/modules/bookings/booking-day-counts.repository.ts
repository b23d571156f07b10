// Reads of the counts migration 028 keeps by triggers (docs/decisions/067-booking-day-counts.md): how many
// bookings each visit date holds in each status, and how many visits of each series stand in each status.
// A list without a search is counted, and a numbered page of it found, from these rows (a few for each day
// the business has worked, a few for each series) instead of every booking ever made.
import type { Kysely } from "kysely";
import type { BookingStatus } from "../../../shared/booking-status.ts";
import type { BookingListQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import type { ListPart } from "./working-day-order.ts";

/** Whether the kept counts answer for the list: no search narrows it (a search counts its matches). */
export const unsearched = (query: { q: string }) => query.q.trim() === "";

/** Bookings per status with a visit date from `from` to `to` (either left out: no bound; both: no undated). */
export async function statusCountsOfDays(
  db: Kysely<Database>,
  { from, to }: { from?: string; to?: string },
): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom("booking_day_counts")
    .select((eb) => ["status", eb.fn.sum<number | string>("bookings").as("count")])
    // A visit date bound leaves out the bookings without one, as the list's own filter does.
    .$if(from !== undefined, (query) => query.where("day", ">=", from!))
    .$if(to !== undefined, (query) => query.where("day", "<=", to!).where("day", ">", ""))
    .groupBy("status")
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/**
 * The days of one part of the list (working-day-order.ts) with how many of its rows each holds, in the
 * order the part is read: to come from `day` on, soonest first; past, latest first; undated, the one ''.
 */
export async function daysOfPart(
  db: Kysely<Database>,
  query: Pick<BookingListQuery, "from" | "to" | "status">,
  part: ListPart,
  day: string,
): Promise<{ day: string; rows: number }[]> {
  const { from, to, status } = query;
  if (part === "undated" && (from !== undefined || to !== undefined)) return [];
  const rows = await db
    .selectFrom("booking_day_counts")
    .select((eb) => ["day", eb.fn.sum<number | string>("bookings").as("rows")])
    .$if(part === "undated", (q) => q.where("day", "=", ""))
    .$if(part === "upcoming", (q) => q.where("day", ">=", day))
    .$if(part === "past", (q) => q.where("day", "<", day).where("day", ">", ""))
    .$if(from !== undefined, (q) => q.where("day", ">=", from!))
    .$if(to !== undefined, (q) => q.where("day", "<=", to!))
    .$if(status !== undefined, (q) => q.where("status", "=", status as BookingStatus))
    .groupBy("day")
    .orderBy("day", part === "past" ? "desc" : "asc")
    .execute();
  return rows.map((row) => ({ day: row.day, rows: Number(row.rows) })).filter((row) => row.rows > 0);
}

/** Of the series with visits: per status, their visits and how many series have one; and every series. */
export async function seriesCountsKept(db: Kysely<Database>) {
  const [byStatus, every] = await Promise.all([
    db
      .selectFrom("series_status_visits")
      .select((eb) => [
        "status",
        eb.fn.sum<number | string>("visits").as("visits"),
        eb.fn.countAll<number | string>().as("series"),
      ])
      .where("visits", ">", 0)
      .groupBy("status")
      .execute(),
    db
      .selectFrom("series_status_visits")
      .select((eb) => eb.fn.count<number | string>("series_id").distinct().as("series"))
      .where("visits", ">", 0)
      .executeTakeFirst(),
  ]);
  return { byStatus, every: Number(every?.series ?? 0) };
}
