// The staff's bookings list (docs/decisions/013-bookings-pagination.md): one page at a time, searched and
// counted in the database, so an answer stays small however many bookings the business has taken. It runs
// in the order of a working day (docs/decisions/061-bookings-list-for-a-working-day.md).
import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { seriesGroup } from "../../../shared/rules/bookings-list.ts";
import { encodeBookingsCursor } from "../../../shared/rules/paging.ts";
import type { Booking, BookingListQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { paidKoboOf } from "../payments/payments.repository.ts";
import { koboToNaira } from "../../../shared/money.ts";
import {
  searched,
  widespreadMatches,
  withMatchesKept,
  withCountedSpread,
  withSearchSpread,
  type SpreadQuery,
} from "./bookings-filters.ts";
import { keptSearchMatches, type KeptSearchMatches } from "./search-matches.ts";
import { unsearched } from "./booking-day-counts.repository.ts";
import { versionsOfDays } from "../reports/report-days.repository.ts";
import {
  countBookings,
  countBookingsKept,
  searchCountsKept,
  type BookingCounts,
  type KeptSearchCounts,
} from "./bookings-list-counts.ts";
import { readInListOrder } from "./bookings-list-read.ts";
import { withSeriesRows } from "./bookings-series-rows.ts";
import { findItemsOfMany, toBooking } from "./bookings.repository.ts";
import { cursorAfterRow } from "./working-day-order.ts";

export type { BookingCounts };

export type BookingsPage = {
  /** The page asked for, in the list's order: visits to come, soonest first, then past ones, latest first. */
  bookings: Booking[];
  /** How many rows match the search and the status filter, over all pages (a series once, grouped). */
  total: number;
  /** How many rows match the search, in each status (the status filter left aside). */
  counts: BookingCounts;
  /** The cursor of the page after this one (decisions 056, 061), when one follows. */
  nextCursor?: string;
};

/** What an app keeps of the searches staff asked for lately: their counts, and on SQLite their matches. */
export type KeptSearches = { counts: KeptSearchCounts; matches: KeptSearchMatches };

/** `fewestInTable`: the fewest matches a search's table is made for; fewer are listed (tests vary it). */
export function keptSearches(db: Kysely<Database>, fewestInTable = widespreadMatches): KeptSearches {
  return { counts: new Map(), matches: keptSearchMatches(db, searchCountsKept, fewestInTable) };
}

export async function listBookingsPage(
  db: Kysely<Database>,
  asked: BookingListQuery,
  kept?: KeptSearches,
  now = new Date(),
): Promise<BookingsPage> {
  const grouped = asked.group === seriesGroup;
  if (!kept || unsearched(asked)) {
    const query = await withSearchSpread(db, asked);
    return pageOf(db, query, await countBookings(db, query, grouped), now);
  }
  // The versions of every day, so of every booking. Read before the matches and counts: a change committed
  // in between leaves older versions beside newer figures, which costs one more reading, never a stale tab.
  const versions = await versionsOfDays(db, {});
  return withMatchesKept(db, kept.matches, asked, versions, async (query) =>
    pageOf(db, query, await countBookingsKept(db, query, grouped, kept.counts, versions), now),
  );
}

/** The page a query asks for, with the counts of its search. */
async function pageOf(
  db: Kysely<Database>,
  query: SpreadQuery<BookingListQuery>,
  counts: BookingCounts,
  now: Date,
): Promise<BookingsPage> {
  const grouped = query.group === seriesGroup;
  const total = query.status ? counts[query.status] : counts.all;
  const { cursor } = query;
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  if (offset >= total) return { bookings: [], total, counts };

  // One row past the page tells whether a page follows, and so whether to give a cursor for it. A walk by
  // cursor keeps the day it began on, so a page read after midnight splits the parts where the first did.
  const today = todayInLagos(now);
  const day = cursor?.day ?? today;
  const read = await readInListOrder(db, withCountedSpread(db, query, counts.all), {
    day,
    grouped,
    offset,
    limit: query.pageSize + 1,
    ...(cursor ? { after: cursor } : {}),
  });
  const rows = read.slice(0, query.pageSize);
  const last = rows.at(-1);
  const nextCursor =
    read.length > rows.length && last ? encodeBookingsCursor(cursorAfterRow(last, day)) : undefined;
  if (rows.length === 0) return { bookings: [], total, counts };
  const shown = await shownBookings(db, rows);
  const bookings = grouped ? await withSeriesRows(db, shown, today) : shown;
  return { bookings, total, counts, ...(nextCursor ? { nextCursor } : {}) };
}

/**
 * Rows of `bookings` as the staff's list shows them: with their services and what has been paid, and
 * `paidOnline` only where something came through Paystack (the list stays as it was for everything else).
 */
export async function shownBookings(
  db: Kysely<Database>,
  rows: Parameters<typeof toBooking>[0][],
): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const { bookings, paid } = await withPayments(db, rows);
  return bookings.map((booking) => {
    const online = paid.get(booking._id)?.online ?? 0;
    return online > 0 ? { ...booking, paidOnline: koboToNaira(online) } : booking;
  });
}

/** Rows of `bookings` as the API shows them: with their services and what has been paid, in two queries. */
export async function withItemsAndPaid(
  db: Kysely<Database>,
  rows: Parameters<typeof toBooking>[0][],
): Promise<Booking[]> {
  return (await withPayments(db, rows)).bookings;
}

/** The rows as bookings, and their payments' totals (`paidOnline` is the list's and the board's alone). */
async function withPayments(db: Kysely<Database>, rows: Parameters<typeof toBooking>[0][]) {
  const ids = rows.map((row) => row.id);
  const [items, paid] = await Promise.all([findItemsOfMany(db, ids), paidKoboOf(db, ids)]);
  const bookings = rows.map((row) => toBooking(row, items.get(row.id) ?? [], paid.get(row.id)?.paid ?? 0));
  return { bookings, paid };
}

/** Where the export stopped: the last booking it wrote. */
export type ExportCursor = { createdAt: string; id: string };

/**
 * The next `size` bookings of the export after the cursor, newest first: a keyset read down the
 * `(created_at, id)` index, so the thousandth batch costs what the first did.
 */
export function exportBatch(
  db: Kysely<Database>,
  filters: SpreadQuery,
  after: ExportCursor | undefined,
  size: number,
) {
  return searched(db, filters)
    .selectAll()
    .$if(filters.status !== undefined, (query) => query.where("status", "=", filters.status!))
    .$if(after !== undefined, (query) =>
      query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after!.createdAt, after!.id))),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(size)
    .execute();
}
