// The bookings list for a working day (docs/decisions/061-bookings-list-for-a-working-day.md). One order
// keys every booking, as migration 026's indexes hold them: visit date, window (morning, afternoon, evening,
// none), newest booked first, id. The list reads it in three parts, each one range of the index read in
// the index's own order, so no part is sorted:
// - to come: from the walk's day on, forwards: the next visit first;
// - past: from the day before back, backwards: the latest first, the day's evening before its morning;
// - without a date, forwards: newest booked first.
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { timeWindows } from "../../../shared/booking-status.ts";
import { windowRank } from "../../../shared/rules/bookings-list.ts";
import type { BookingsCursor } from "../../../shared/rules/paging.ts";
import type { BookingListQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { allOf, filterTerms } from "./bookings-filters.ts";

export type ListPart = BookingsCursor["part"];
/** The parts in the list's order. */
export const listParts: readonly ListPart[] = ["upcoming", "past", "undated"];
const backwards = (part: ListPart) => part === "past";

/** A booking's sort keys as SQL. */
type Keys = {
  date: Expression<string>;
  rank: Expression<number>;
  createdAt: Expression<string>;
  id: Expression<string>;
};
/** The same keys, or the values a cursor holds for them. */
type Mark = { [key in keyof Keys]: Keys[key] | string | number };

const column = <T>(table: string | undefined, name: string) => sql.ref<T>(table ? `${table}.${name}` : name);

/**
 * The sort keys over the columns of `table` (bare names, the innermost `bookings`, when none is named),
 * written exactly as migration 026 wrote its indexes: an expression spelled otherwise is served by none.
 */
export function keysOf(table?: string): Keys {
  const ranks = timeWindows.map((window) => sql`when ${sql.lit(window)} then ${sql.lit(windowRank(window))}`);
  return {
    date: sql<string>`coalesce(${column(table, "preferred_date")}, '')`,
    rank: sql<number>`case ${column(table, "preferred_time")} ${sql.join(ranks, sql` `)} else ${sql.lit(windowRank(null))} end`,
    createdAt: column<string>(table, "created_at"),
    id: column<string>(table, "id"),
  };
}

/** A bound of the date key: the operator and the date. */
type Bound = [">=" | ">" | "<=" | "<", string];
/** Of two bounds on one side, the one that keeps less: the further in, or the strict one at one date. */
const tighter = (a: Bound, b: Bound): Bound => {
  if (a[1] === b[1]) return a[0].length === 1 ? a : b;
  return a[0].startsWith(">") === a[1] > b[1] ? a : b;
};

/**
 * The range of the date key one part reads, each side bounded once, by its tightest bound (SQLite's
 * planner keeps one bound a side): the part's own (to come from the walk's day on, past before it and
 * after '', none ''), the first and last date asked for (the schedule board's week), and for the part the
 * cursor is in, where it stands. Null when the part holds nothing of what is asked.
 */
export function partRange(
  part: ListPart,
  day: string,
  { from, to }: { from?: string; to?: string },
  after?: BookingsCursor,
): Expression<SqlBool>[] | null {
  const { date } = keysOf();
  if (part === "undated") return from !== undefined || to !== undefined ? null : [sql<SqlBool>`${date} = ''`];
  const lowers: Bound[] = [part === "upcoming" ? [">=", day] : [">", ""]];
  const uppers: Bound[] = part === "past" ? [["<", day]] : [];
  if (from !== undefined) lowers.push([">=", from]);
  if (to !== undefined) uppers.push(["<=", to]);
  if (after?.part === part) {
    if (backwards(part)) uppers.push(["<=", after.date]);
    else lowers.push([">=", after.date]);
  }
  const lower = lowers.reduce(tighter);
  const upper = uppers.length > 0 ? uppers.reduce(tighter) : undefined;
  if (upper && (lower[1] > upper[1] || (lower[1] === upper[1] && (lower[0] === ">" || upper[0] === "<"))))
    return null;
  return [lower, ...(upper ? [upper] : [])].map(
    ([op, value]) => sql<SqlBool>`${date} ${sql.raw(op)} ${value}`,
  );
}

/**
 * Whether `row` comes after `mark` in the part's reading of the order: forwards, a later date or window,
 * then the older booking, then the greater id; backwards, each the other way. The keys mix directions,
 * so no row comparison serves: each key is further on, or equal and the next one decides.
 */
function follows(part: ListPart, row: Keys, mark: Mark): Expression<SqlBool> {
  const [on, older, greater] = backwards(part) ? ["<", ">", "<"] : [">", "<", ">"];
  const [after, earlier, more] = [sql.raw(on), sql.raw(older), sql.raw(greater)];
  return sql<SqlBool>`(${row.date} ${after} ${mark.date} or (${row.date} = ${mark.date} and (${row.rank} ${after} ${mark.rank} or (${row.rank} = ${mark.rank} and (${row.createdAt} ${earlier} ${mark.createdAt} or (${row.createdAt} = ${mark.createdAt} and ${row.id} ${more} ${mark.id}))))))`;
}

/** The bookings after the cursor's row in its part (`partRange` starts the index range at its date). */
export const afterCursor = (cursor: BookingsCursor) => follows(cursor.part, keysOf(), cursor);

/** Orders a read of one part as the index runs: forwards, or backwards for the past. */
export function orderedFor<
  Q extends { orderBy(expression: Expression<unknown>, direction: "asc" | "desc"): Q },
>(query: Q, part: ListPart): Q {
  const keys = keysOf();
  const [up, down] = backwards(part) ? (["desc", "asc"] as const) : (["asc", "desc"] as const);
  return query
    .orderBy(keys.date, up)
    .orderBy(keys.rank, up)
    .orderBy(keys.createdAt, down)
    .orderBy(keys.id, up);
}

/**
 * With `group=series`: the booking is of no series, or it is the first visit of its series in the list's
 * order among the visits the same filters keep. Ahead of a visit to come is an earlier visit to come; ahead
 * of a past one, any later visit (every visit to come is); ahead of one without a date, any visit with a
 * date. A probe of the series' own index per row.
 */
export function leadsItsSeries(
  db: Kysely<Database>,
  query: BookingListQuery,
  part: ListPart,
  day: string,
): Expression<SqlBool> {
  const visit = keysOf();
  const series = sql.ref("bookings.series_id");
  const ahead = follows(part, keysOf("bookings"), visit);
  const terms = [
    sql<SqlBool>`series_id = ${series}`,
    ...filterTerms(db, query, true),
    part === "upcoming"
      ? sql<SqlBool>`${visit.date} >= ${day} and ${ahead}`
      : part === "undated"
        ? sql<SqlBool>`(${visit.date} > '' or ${ahead})`
        : ahead,
  ];
  return sql<SqlBool>`(${series} is null or not exists (select 1 from bookings as visit where ${allOf(terms)}))`;
}

/** The part a row is in, in the walk begun on `day`. */
export const partOf = (date: string, day: string): ListPart =>
  date === "" ? "undated" : date >= day ? "upcoming" : "past";

/** The cursor after a row shown, in the walk begun on `day`. */
export function cursorAfterRow(
  row: { preferred_date: string | null; preferred_time: string | null; created_at: string; id: string },
  day: string,
): BookingsCursor {
  const date = row.preferred_date ?? "";
  return {
    day,
    part: partOf(date, day),
    date,
    // As the index's CASE places it: a value that is no window sorts with the visits that have none.
    rank: windowRank(timeWindows.find((window) => window === row.preferred_time) ?? null),
    createdAt: row.created_at,
    id: row.id,
  };
}
