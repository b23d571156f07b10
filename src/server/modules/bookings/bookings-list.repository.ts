// The staff's bookings list (docs/decisions/013-bookings-pagination.md): one page at a time, searched and
// counted in the database, so an answer stays small however many bookings the business has taken.
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { bookingIdPrefix } from "../../../shared/booking-id.ts";
import { bookingStatuses, type BookingStatus } from "../../../shared/booking-status.ts";
import { minPhoneSearchDigits } from "../../../shared/rules/bookings-list.ts";
import type { Booking, BookingListQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { paidKoboOf } from "../payments/payments.repository.ts";
import { findItemsOfMany, toBooking } from "./bookings.repository.ts";

export type BookingCounts = Record<"all" | BookingStatus, number>;

export type BookingsPage = {
  /** The page asked for, newest first. */
  bookings: Booking[];
  /** How many bookings match the search and the status filter, over all pages. */
  total: number;
  /** How many bookings match the search, in each status (the status filter left aside). */
  counts: BookingCounts;
};

/** `like` patterns use `!` as their escape character: the search text's own wildcards match themselves. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);
const contains = (column: Expression<string>, needle: string) =>
  sql<SqlBool>`lower(${column}) like ${`%${escapeLike(needle)}%`} escape '!'`;
/** What a phone number is written with. */
const phoneLike = /^[+0-9 ().-]+$/;
/** The phone as digits alone: the form allows spaces, dashes, brackets and a leading plus. */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;

/**
 * Bookings whose ID, customer name or email contains the search (case ignored), or, when the search is
 * written like a phone number, whose phone contains its digits (spaces and dashes aside). A name or an
 * ID that holds digits is not read as a phone. An empty search matches every booking. `from` and `to`
 * keep the bookings whose preferred date is between them (a booking without one is left out).
 */
function searched(db: Kysely<Database>, { q: search, from, to }: BookingListQuery) {
  const needle = search.trim().toLowerCase();
  const query = db
    .selectFrom("bookings")
    .$if(from !== undefined, (query) => query.where("preferred_date", ">=", from!))
    .$if(to !== undefined, (query) => query.where("preferred_date", "<=", to!));
  if (!needle) return query;
  const digits = phoneLike.test(needle) ? needle.replace(/[^0-9]/g, "") : "";
  return query.where((eb) =>
    eb.or([
      contains(sql<string>`${sql.lit(`${bookingIdPrefix}-`)} || booking_key`, needle),
      contains(eb.ref("customer_name"), needle),
      contains(eb.ref("email"), needle),
      ...(digits.length >= minPhoneSearchDigits ? [sql<SqlBool>`${phoneDigits} like ${`%${digits}%`}`] : []),
    ]),
  );
}

export async function listBookingsPage(db: Kysely<Database>, query: BookingListQuery): Promise<BookingsPage> {
  const byStatus = await searched(db, query)
    .select((eb) => ["status", eb.fn.countAll().as("count")])
    .groupBy("status")
    .execute();
  const counts: BookingCounts = { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const row of byStatus) {
    const count = Number(row.count);
    counts.all += count;
    if ((bookingStatuses as readonly string[]).includes(row.status))
      counts[row.status as BookingStatus] = count;
  }
  const total = query.status ? counts[query.status] : counts.all;
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { bookings: [], total, counts };

  let pageQuery = searched(db, query).selectAll();
  if (query.status) pageQuery = pageQuery.where("status", "=", query.status);
  const rows = await pageQuery
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(query.pageSize)
    .offset(offset)
    .execute();
  if (rows.length === 0) return { bookings: [], total, counts };
  const ids = rows.map((row) => row.id);
  const items = await findItemsOfMany(db, ids);
  const paid = await paidKoboOf(db, ids);
  const bookings = rows.map((row) => toBooking(row, items.get(row.id) ?? [], paid.get(row.id) ?? 0));
  return { bookings, total, counts };
}
