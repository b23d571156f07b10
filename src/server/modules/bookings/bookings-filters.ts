// What narrows the staff's bookings (docs/decisions/013-bookings-pagination.md): a search, the first and
// last visit date, a status. Written with bare column names, so the same terms narrow the list's own
// `bookings` and, inside it, the visits of a series it compares a row with (working-day-order.ts).
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { bookingIdPrefix } from "../../../shared/booking-id.ts";
import { minPhoneSearchDigits } from "../../../shared/rules/bookings-list.ts";
import type { BookingExportQuery } from "../../../shared/schemas/booking.ts";
import { dialectOf } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { KeptSearchMatches, SearchMatches } from "./search-matches.ts";

/** `like` patterns use `!` as their escape character: the search text's own wildcards match themselves. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);
const contains = (column: Expression<string>, needle: string) =>
  sql<SqlBool>`lower(${column}) like ${`%${escapeLike(needle)}%`} escape '!'`;
/** What a phone number is written with. */
const phoneLike = /^[+0-9 ().-]+$/;
/** The phone as digits alone: the form allows spaces, dashes, brackets and a leading plus. */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;

/** A search written like a phone number, as its digits alone; "" for any other search. */
const phoneDigitsOf = (needle: string) => (phoneLike.test(needle) ? needle.replace(/[^0-9]/g, "") : "");

/** What separates a booking's ID, name and email in PostgreSQL's `booking_search_text` (migration 031). */
const searchTextSeparator = "\u0001";

/**
 * On PostgreSQL, what a row of `booking_search_text` (migration 031) meets when its booking matches the
 * search: its text contains the search, or its phone the search's digits, each found by a trigram index
 * where the search has three characters. Null on SQLite, for an empty search, and for a search holding the
 * separator (which could match across two parts), compared row by row instead.
 */
export function searchTextMatch(db: Kysely<Database>, search: string): Expression<SqlBool> | null {
  const needle = search.trim().toLowerCase();
  if (dialectOf(db) !== "postgres" || !needle || needle.includes(searchTextSeparator)) return null;
  const inText = sql<SqlBool>`search_text like ${`%${escapeLike(needle)}%`} escape '!'`;
  const digits = phoneDigitsOf(needle);
  if (digits.length < minPhoneSearchDigits) return inText;
  return sql<SqlBool>`(${inText} or phone_digits like ${`%${digits}%`})`;
}

/** Trigrams need three characters: on SQLite a shorter search is compared row by row, as it always was. */
const shortestIndexedSearch = 3;

/** An FTS5 phrase: the text in double quotes, its own double quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Matches from which SQLite reads a search's list another way. It reads a match's row by its rowid, some
 * 2 µs each among years of bookings, so ten thousand matches cost 20 ms for the counts and 20 more for a
 * page. Past a couple of thousand, walking the list's own index (or the status index, for the counts) and
 * checking each entry against the matches (a Bloom filter) costs less, and a page stops at its limit.
 * From the same number a search's matches are kept in a table, below it as a list (search-matches.ts).
 * PostgreSQL's page of so many matches walks the list's index too, checking each row's own columns
 * (`withCountedSpread`).
 */
export const widespreadMatches = 2000;

/**
 * A query, whether its search was found to match many bookings (SQLite: `withSearchSpread`; PostgreSQL:
 * `withCountedSpread`), and the temporary table that holds its matches where they are kept
 * (search-matches.ts).
 */
export type SpreadQuery<Q extends BookingExportQuery = BookingExportQuery> = Q & {
  widespreadSearch?: true;
  searchMatches?: SearchMatches;
};

/** The search the trigram table answers, or null when it answers none (too short, or PostgreSQL). */
function indexedSearch(db: Kysely<Database>, search: string): string | null {
  const needle = search.trim().toLowerCase();
  if (dialectOf(db) !== "sqlite" || needle.length < shortestIndexedSearch) return null;
  const digits = phoneDigitsOf(needle);
  const words = `{public_id customer_name email} : ${phrase(needle)}`;
  return digits.length >= minPhoneSearchDigits ? `(${words}) OR (phone_digits : ${phrase(digits)})` : words;
}

/**
 * The query, marked when its search matches many bookings on SQLite: its reads then walk an index instead
 * of reading every match. Counted up to the mark only, so a search of a common name costs a few thousand
 * index entries at most.
 */
export async function withSearchSpread<Q extends BookingExportQuery>(
  db: Kysely<Database>,
  query: Q,
): Promise<SpreadQuery<Q>> {
  const match = indexedSearch(db, query.q);
  if (match === null) return query;
  const firstMatches = sql`select rowid from booking_search where booking_search match ${match}
    limit ${widespreadMatches}`;
  const { rows } = await sql<{ count: number }>`select count(*) as count from (${firstMatches})`.execute(db);
  return Number(rows[0]?.count ?? 0) >= widespreadMatches ? { ...query, widespreadSearch: true } : query;
}

/**
 * On PostgreSQL, the query of a page of a search that `matches` bookings in all, marked when they are many.
 * Its pages and tabs are then read down the list's indexes, each row checked by its own columns, and stop
 * when full: a common name's page reads a few hundred rows, as it did before decision 077. A search of few
 * reads its matches from `booking_search_text`, where walking an index would read most of it for a page.
 */
export function withCountedSpread<Q extends BookingExportQuery>(
  db: Kysely<Database>,
  query: SpreadQuery<Q>,
  matches: number,
): SpreadQuery<Q> {
  const many = dialectOf(db) === "postgres" && matches >= widespreadMatches;
  return many ? { ...query, widespreadSearch: true } : query;
}

/**
 * Runs `read` with the query reading its search's matches from the table `kept` keeps of them as of
 * `versions`, marked as `withSearchSpread` would mark it; a search the trigram table does not answer
 * (too short, or on PostgreSQL) is read as it was asked.
 */
export async function withMatchesKept<Q extends BookingExportQuery, T>(
  db: Kysely<Database>,
  kept: KeptSearchMatches,
  query: Q,
  versions: string,
  read: (query: SpreadQuery<Q>) => Promise<T>,
): Promise<T> {
  const match = indexedSearch(db, query.q);
  if (match === null) return read(query);
  return kept(match, versions, (searchMatches) =>
    read({
      ...query,
      searchMatches,
      ...(searchMatches.count >= widespreadMatches ? { widespreadSearch: true } : {}),
    }),
  );
}

/**
 * Bookings whose ID, customer name or email contains the search (case ignored), or, when the search is
 * written like a phone number, whose phone contains its digits (spaces and dashes aside). A name or an
 * ID that holds digits is not read as a phone. An empty search matches every booking.
 * Searches of three characters or more are answered from a trigram index (decision 052): SQLite's FTS5
 * table `booking_search`; on PostgreSQL, every search reads `booking_search_text` (decision 077).
 */
function searchTerm(
  db: Kysely<Database>,
  { q: search, widespreadSearch, searchMatches }: SpreadQuery,
  everyMatch: boolean,
): Expression<SqlBool> | undefined {
  const needle = search.trim().toLowerCase();
  if (!needle) return undefined;
  const match = indexedSearch(db, search);
  if (match !== null) {
    // The unary plus keeps SQLite from reading the matches by rowid, so it walks an index and checks them.
    const rowid = widespreadSearch ? sql`+rowid` : sql`rowid`;
    // A page looks each entry it walks up in the kept matches. A count of many walks a whole index:
    // checking its entries against a Bloom filter of the matches costs less, and the unary plus has SQLite
    // build one. A count of few reads each match by its rowid.
    const kept = everyMatch && widespreadSearch ? sql`+booking_rowid` : sql`booking_rowid`;
    const matches = !searchMatches
      ? sql`select rowid from booking_search where booking_search match ${match}`
      : "table" in searchMatches
        ? sql`select ${kept} from temp.${sql.id(searchMatches.table)}`
        : sql`select value from json_each(${searchMatches.rowids})`;
    return sql<SqlBool>`${rowid} in (${matches})`;
  }
  const textMatch = widespreadSearch ? null : searchTextMatch(db, search);
  if (textMatch) return sql<SqlBool>`id in (select booking_id from booking_search_text where ${textMatch})`;
  const digits = phoneDigitsOf(needle);
  const byPhone = digits.length >= minPhoneSearchDigits;
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
 * `everyMatch` when every booking they keep is read or counted, not a page of them.
 */
export function filterTerms(
  db: Kysely<Database>,
  query: SpreadQuery,
  withStatus: boolean,
  everyMatch = false,
): Expression<SqlBool>[] {
  const { from, to, status } = query;
  const search = searchTerm(db, query, everyMatch);
  return [
    ...(from !== undefined ? [sql<SqlBool>`preferred_date >= ${from}`] : []),
    ...(to !== undefined ? [sql<SqlBool>`preferred_date <= ${to}`] : []),
    ...(withStatus && status !== undefined ? [sql<SqlBool>`status = ${status}`] : []),
    ...(search ? [search] : []),
  ];
}

/** Every one of some terms (at least one). */
export const allOf = (terms: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(terms, sql` and `)})`;

/** The bookings the search and the dates keep, the status left aside, to be read or counted every one. */
export function searched(db: Kysely<Database>, query: SpreadQuery) {
  const terms = filterTerms(db, query, false, true);
  return db.selectFrom("bookings").$if(terms.length > 0, (select) => select.where(allOf(terms)));
}
