// What narrows the staff's bookings (docs/decisions/013-bookings-pagination.md): a search, the first and
// last visit date, a status. Written with bare column names, so the same terms narrow the list's own
// `bookings` and, inside it, the visits of a series it compares a row with (working-day-order.ts).
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { bookingIdPrefix } from "../../../shared/booking-id.ts";
import { minPhoneSearchDigits } from "../../../shared/rules/bookings-list.ts";
import type { BookingExportQuery } from "../../../shared/schemas/booking.ts";
import { dialectOf } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

/** `like` patterns use `!` as their escape character: the search text's own wildcards match themselves. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);
const contains = (column: Expression<string>, needle: string) =>
  sql<SqlBool>`lower(${column}) like ${`%${escapeLike(needle)}%`} escape '!'`;
/** What a phone number is written with. */
const phoneLike = /^[+0-9 ().-]+$/;
/** The phone as digits alone: the form allows spaces, dashes, brackets and a leading plus. */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;

/** Trigrams need three characters: a shorter search is compared row by row, as it always was. */
const shortestIndexedSearch = 3;

/** An FTS5 phrase: the text in double quotes, its own double quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Bookings whose ID, customer name or email contains the search (case ignored), or, when the search is
 * written like a phone number, whose phone contains its digits (spaces and dashes aside). A name or an
 * ID that holds digits is not read as a phone. An empty search matches every booking.
 * Searches of three characters or more are answered from a trigram index (decision 052): SQLite's FTS5
 * table `booking_search`, PostgreSQL's pg_trgm indexes on the very expressions compared here.
 */
function searchTerm(db: Kysely<Database>, search: string): Expression<SqlBool> | undefined {
  const needle = search.trim().toLowerCase();
  if (!needle) return undefined;
  const digits = phoneLike.test(needle) ? needle.replace(/[^0-9]/g, "") : "";
  const byPhone = digits.length >= minPhoneSearchDigits;
  if (dialectOf(db) === "sqlite" && needle.length >= shortestIndexedSearch) {
    const words = `{public_id customer_name email} : ${phrase(needle)}`;
    const match = byPhone ? `(${words}) OR (phone_digits : ${phrase(digits)})` : words;
    return sql<SqlBool>`rowid in (select rowid from booking_search where booking_search match ${match})`;
  }
  return sql<SqlBool>`(${sql.join(
    [
      contains(sql<string>`${sql.lit(`${bookingIdPrefix}-`)} || booking_key`, needle),
      contains(sql.ref("customer_name"), needle),
      contains(sql.ref("email"), needle),
      ...(byPhone ? [sql<SqlBool>`${phoneDigits} like ${`%${digits}%`}`] : []),
    ],
    sql` or `,
  )})`;
}

/**
 * The terms a booking must meet: the search, and a preferred date from `from` to `to` (a booking without
 * one is left out when either is given); the status too when `withStatus` (the counts leave it aside).
 */
export function filterTerms(
  db: Kysely<Database>,
  { q, from, to, status }: BookingExportQuery,
  withStatus: boolean,
): Expression<SqlBool>[] {
  const search = searchTerm(db, q);
  return [
    ...(from !== undefined ? [sql<SqlBool>`preferred_date >= ${from}`] : []),
    ...(to !== undefined ? [sql<SqlBool>`preferred_date <= ${to}`] : []),
    ...(withStatus && status !== undefined ? [sql<SqlBool>`status = ${status}`] : []),
    ...(search ? [search] : []),
  ];
}

/** Every one of some terms (at least one). */
export const allOf = (terms: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(terms, sql` and `)})`;

/** The bookings the search and the dates keep, the status left aside. */
export function searched(db: Kysely<Database>, query: BookingExportQuery) {
  const terms = filterTerms(db, query, false);
  return db.selectFrom("bookings").$if(terms.length > 0, (select) => select.where(allOf(terms)));
}
