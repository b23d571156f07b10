// A series' row in the staff's bookings list read with `group=series` (docs/decisions/061): the visit the
// row shows, with how often its series visits, how many visits it holds and how many wait to be confirmed.
import { sql, type Kysely } from "kysely";
import { repeatingFrequencies, type RepeatingFrequency } from "../../../shared/rules/recurring.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";

const isFrequency = (frequency: string): frequency is RepeatingFrequency =>
  (repeatingFrequencies as readonly string[]).includes(frequency);

/**
 * The page's rows with `seriesRow` on each visit that stands for its series: one query for the page, by
 * the series' index. `toConfirm` counts what Confirm all visits confirms: pending visits from `today` on
 * (and any without a date), as `confirmSeries` picks them.
 */
export async function withSeriesRows(
  db: Kysely<Database>,
  bookings: Booking[],
  today: string,
): Promise<Booking[]> {
  const ids = [...new Set(bookings.flatMap((booking) => (booking.seriesId ? [booking.seriesId] : [])))];
  if (ids.length === 0) return bookings;
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("booking_series", "booking_series.id", "bookings.series_id")
    .select((eb) => [
      "booking_series.id as id",
      "booking_series.frequency as frequency",
      eb.fn.countAll().as("visits"),
      sql<number>`sum(case when bookings.status = ${"pending"} and coalesce(bookings.preferred_date, ${today}) >= ${today} then 1 else 0 end)`.as(
        "toConfirm",
      ),
    ])
    .where("bookings.series_id", "in", ids)
    .groupBy(["booking_series.id", "booking_series.frequency"])
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  return bookings.map((booking) => {
    const series = booking.seriesId ? found.get(booking.seriesId) : undefined;
    if (!series || !isFrequency(series.frequency)) return booking;
    return {
      ...booking,
      seriesRow: {
        frequency: series.frequency,
        visits: Number(series.visits),
        toConfirm: Number(series.toConfirm),
      },
    };
  });
}
