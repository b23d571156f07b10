// The counts above the staff's bookings list: how many rows each tab holds (docs/decisions/013, 061 and 072).
import type { Kysely } from "kysely";
import { bookingStatuses, type BookingStatus } from "../../../shared/booking-status.ts";
import type { BookingExportQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { keptAnswer, type KeptAnswers } from "../../lib/kept-answers.ts";
import { seriesCountsKept, statusCountsOfDays, unsearched } from "./booking-day-counts.repository.ts";
import { searched, searchTextMatch, type SpreadQuery } from "./bookings-filters.ts";

export type BookingCounts = Record<"all" | BookingStatus, number>;

/** The counts an app keeps of the searches asked for lately, by search, dates and grouping. */
export type KeptSearchCounts = KeptAnswers<BookingCounts>;

/**
 * Searches kept per app: a few members of staff, each turning the pages and tabs of a search or two.
 * Each is five numbers; the bench's fresh search turns through more names than this (bench/data.ts).
 */
export const searchCountsKept = 16;

const isStatus = (status: string): status is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(status);

/** The counts of every status and of all from rows of status and count. */
function countsOf(byStatus: { status: string; count: number | string }[]): BookingCounts {
  const counts: BookingCounts = { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const row of byStatus) {
    const count = Number(row.count);
    counts.all += count;
    if (isStatus(row.status)) counts[row.status] = count;
  }
  return counts;
}

/**
 * The counts of a search as of `versions`, the versions of every day (so of every booking), kept while
 * they stay the same (decision 072): turning a search's pages or tabs then reads its page alone.
 */
export function countBookingsKept(
  db: Kysely<Database>,
  query: SpreadQuery,
  grouped: boolean,
  kept: KeptSearchCounts,
  versions: string,
): Promise<BookingCounts> {
  const key = JSON.stringify([query.q.trim(), query.from ?? "", query.to ?? "", grouped]);
  return keptAnswer(kept, searchCountsKept, key, versions, () => countBookings(db, query, grouped));
}

/**
 * How many bookings match the search in each status, and in all: without a search, from the counts kept
 * by migration 028; with one, from the `(status, …)` index alone.
 * With `grouped` (`group=series`) a series counts once where its visits count: once in every status one
 * of its kept visits has, once in all; the kept counts per series answer that without a search or dates,
 * the series' own index otherwise.
 */
export async function countBookings(
  db: Kysely<Database>,
  query: SpreadQuery,
  grouped: boolean,
): Promise<BookingCounts> {
  const counts = countsOf(
    unsearched(query) ? await statusCountsOfDays(db, query) : await searchCountsByStatus(db, query),
  );
  if (!grouped) return counts;

  const { byStatus, every } =
    unsearched(query) && query.from === undefined && query.to === undefined
      ? await seriesCountsKept(db)
      : await seriesCountsSearched(db, query);
  for (const row of byStatus) {
    const visits = Number(row.visits);
    counts.all -= visits;
    if (isStatus(row.status)) counts[row.status] += Number(row.series) - visits;
  }
  counts.all += every;
  return counts;
}

/**
 * Bookings end completed, so over a business's years most of a search's matches are: with its matches
 * kept, the count of this status is what is left of them once the others are counted. The counts are
 * right whichever status is most common; only their cost depends on it.
 */
const mostCommonStatus: BookingStatus = "completed";

/**
 * A search's matches in each status. With no dates: on PostgreSQL from `booking_search_text` alone; on
 * SQLite, with its many matches kept in a table (decision 074), all of them are the table's rows, so only
 * the other statuses walk their part of the status index. A few listed matches are each read by rowid.
 */
async function searchCountsByStatus(db: Kysely<Database>, query: SpreadQuery) {
  const byStatus = (statuses?: BookingStatus[]) =>
    searched(db, query)
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
      .$if(statuses !== undefined, (select) => select.where("status", "in", statuses!))
      .groupBy("status")
      .execute();
  const { searchMatches, from, to } = query;
  const undated = from === undefined && to === undefined;
  // PostgreSQL keeps each booking's status beside its search text (decision 077): counted there alone.
  const textMatch = undated ? searchTextMatch(db, query.q) : null;
  if (textMatch)
    return db
      .selectFrom("booking_search_text")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
      .where(textMatch)
      .groupBy("status")
      .execute();
  if (!searchMatches || !("table" in searchMatches) || !undated) return byStatus();
  const others = await byStatus(bookingStatuses.filter((status) => status !== mostCommonStatus));
  const counted = others.reduce((sum, row) => sum + Number(row.count), 0);
  return [...others, { status: mostCommonStatus, count: searchMatches.count - counted }];
}

/** Of the series with visits the search and dates keep: as `seriesCountsKept`, from the series' index. */
async function seriesCountsSearched(db: Kysely<Database>, query: BookingExportQuery) {
  const ofSeries = searched(db, query).where("series_id", "is not", null);
  const [byStatus, every] = await Promise.all([
    ofSeries
      .select((eb) => [
        "status",
        eb.fn.countAll<number | string>().as("visits"),
        eb.fn.count<number | string>("series_id").distinct().as("series"),
      ])
      .groupBy("status")
      .execute(),
    ofSeries
      .select((eb) => eb.fn.count<number | string>("series_id").distinct().as("series"))
      .executeTakeFirst(),
  ]);
  return { byStatus, every: Number(every?.series ?? 0) };
}
