// One page of the staff's bookings list in its working-day order (working-day-order.ts): the visits to
// come, then the past ones, then those without a date, each part read down its own index range in the
// index's order, so a page that spans two parts reads two ranges and never the whole table.
import { sql, type Kysely, type Selectable, type SqlBool } from "kysely";
import type { BookingsCursor } from "../../../shared/rules/paging.ts";
import type { BookingListQuery } from "../../../shared/schemas/booking.ts";
import type { BookingsTable, Database } from "../../db/schema.ts";
import { daysOfPart, unsearched } from "./booking-day-counts.repository.ts";
import { allOf, filterTerms, type SpreadQuery } from "./bookings-filters.ts";
import {
  afterCursor,
  leadsItsSeries,
  listParts,
  orderedFor,
  partRange,
  type ListPart,
} from "./working-day-order.ts";

export type ListRead = {
  /** The Lagos date that splits the parts: today, or the day the cursor's walk began. */
  day: string;
  /** One row per series (`group=series`). */
  grouped: boolean;
  /** Rows to skip (`page=N`), or 0 after a cursor. */
  offset: number;
  limit: number;
  after?: BookingsCursor;
};

/**
 * The terms a row of one part meets: the filters, the part's range of the order's key (from the cursor on,
 * in the cursor's part), and with `group=series` leading its series; null when the part holds none.
 */
function partTerms(db: Kysely<Database>, query: BookingListQuery, part: ListPart, read: ListRead) {
  const range = partRange(part, read.day, query, read.after);
  if (!range) return null;
  return [
    ...filterTerms(db, query, true),
    ...range,
    ...(read.after?.part === part ? [afterCursor(read.after)] : []),
    ...(read.grouped ? [leadsItsSeries(db, query, part, read.day)] : []),
  ];
}

async function readPart(
  db: Kysely<Database>,
  query: BookingListQuery,
  part: ListPart,
  read: ListRead,
  offset: number,
  limit: number,
) {
  const terms = partTerms(db, query, part, read);
  if (!terms) return [];
  const select = db.selectFrom("bookings").selectAll().where(allOf(terms));
  return orderedFor(select, part)
    .limit(limit)
    .$if(offset > 0, (rows) => rows.offset(offset))
    .execute();
}

/**
 * How many rows a part holds, to skip it whole (by page number: no cursor). The bare date's range beside
 * its key's: PostgreSQL then counts from the date index alone, where the key's index would need every row.
 */
async function countPart(db: Kysely<Database>, query: BookingListQuery, part: ListPart, read: ListRead) {
  const terms = partTerms(db, query, part, read);
  if (!terms) return 0;
  const dates =
    part === "upcoming"
      ? sql<SqlBool>`preferred_date >= ${read.day}`
      : sql<SqlBool>`preferred_date < ${read.day} and preferred_date > ''`;
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll().as("count"))
    .where(allOf([...terms, dates]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Where a numbered page starts in one part, from the day counts: the part skipped whole (how many rows it
 * held), or the query narrowed to begin at the day the offset falls in, with what is left of the offset.
 * So a late page reads from its own day on, not past every row before it.
 */
async function pageStart(
  db: Kysely<Database>,
  query: BookingListQuery,
  part: ListPart,
  day: string,
  offset: number,
): Promise<{ skip: number } | { query: BookingListQuery; offset: number }> {
  let skipped = 0;
  for (const { day: date, rows } of await daysOfPart(db, query, part, day)) {
    if (offset - skipped < rows) {
      // The part's own reading direction: the past runs back from the day, the rest forward from it.
      const narrowed =
        part === "undated" ? query : part === "past" ? { ...query, to: date } : { ...query, from: date };
      return { query: narrowed, offset: offset - skipped };
    }
    skipped += rows;
  }
  return { skip: skipped };
}

/** Up to `limit` rows from the offset or after the cursor, going on from one part into the next. */
export async function readInListOrder(
  db: Kysely<Database>,
  query: SpreadQuery<BookingListQuery>,
  read: ListRead,
): Promise<Selectable<BookingsTable>[]> {
  const rows: Selectable<BookingsTable>[] = [];
  const parts = listParts.slice(read.after ? listParts.indexOf(read.after.part) : 0);
  // A row per series is no row per visit: only the visits' own list is placed by the day counts.
  const byDay = unsearched(query) && !read.grouped;
  let offset = read.offset;
  for (const [index, part] of parts.entries()) {
    const start =
      byDay && offset > 0 ? await pageStart(db, query, part, read.day, offset) : { query, offset };
    if ("skip" in start) {
      offset -= start.skip;
      continue;
    }
    const found = await readPart(db, start.query, part, read, start.offset, read.limit - rows.length);
    rows.push(...found);
    if (rows.length === read.limit || index === parts.length - 1) break;
    // The page goes on into the next part, past what the offset has left once this part is skipped:
    // counted only when the offset skipped this part whole (the day counts have placed it otherwise).
    offset =
      found.length > 0 || offset === 0 || byDay
        ? 0
        : Math.max(0, offset - (await countPart(db, query, part, read)));
  }
  return rows;
}
