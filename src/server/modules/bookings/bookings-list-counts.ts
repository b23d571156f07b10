// The counts above the staff's bookings list: how many rows each tab holds (docs/decisions/013 and 061).
import type { Kysely } from "kysely";
import { bookingStatuses, type BookingStatus } from "../../../shared/booking-status.ts";
import type { BookingExportQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { searched } from "./bookings-filters.ts";

export type BookingCounts = Record<"all" | BookingStatus, number>;

const isStatus = (status: string): status is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(status);

/**
 * How many bookings match the search in each status, and in all, read from the `(status, …)` index alone.
 * With `grouped` (`group=series`) a series counts once where its visits count: once in every status one
 * of its kept visits has, once in all; the series' own index answers that, alone too.
 */
export async function countBookings(
  db: Kysely<Database>,
  query: BookingExportQuery,
  grouped: boolean,
): Promise<BookingCounts> {
  const byStatus = await searched(db, query)
    .select((eb) => ["status", eb.fn.countAll().as("count")])
    .groupBy("status")
    .execute();
  const counts: BookingCounts = { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const row of byStatus) {
    const count = Number(row.count);
    counts.all += count;
    if (isStatus(row.status)) counts[row.status] = count;
  }
  if (!grouped) return counts;

  const ofSeries = searched(db, query).where("series_id", "is not", null);
  const seriesByStatus = await ofSeries
    .select((eb) => [
      "status",
      eb.fn.countAll().as("visits"),
      eb.fn.count("series_id").distinct().as("series"),
    ])
    .groupBy("status")
    .execute();
  const [everySeries] = await ofSeries
    .select((eb) => eb.fn.count("series_id").distinct().as("series"))
    .execute();
  for (const row of seriesByStatus) {
    const visits = Number(row.visits);
    counts.all -= visits;
    if (isStatus(row.status)) counts[row.status] += Number(row.series) - visits;
  }
  counts.all += Number(everySeries?.series ?? 0);
  return counts;
}
