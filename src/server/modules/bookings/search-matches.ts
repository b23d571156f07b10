// The bookings a search matches, kept on SQLite in a temporary table of their rowids while no booking
// changes (docs/decisions/074-search-matches-kept.md). Each page or tab of a search then checks its rows
// against that table, by rowid, instead of asking the trigram index for every match again.
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The temporary table that holds one search's matching rowids (column `booking_rowid`), and how many it holds. */
export type SearchMatches = { table: string; count: number };

/** Tables made by this process: each has a name of its own, whichever app or connection made it. */
let made = 0;

type Entry = { versions: string; matches: Promise<SearchMatches>; uses: number; retired: boolean };

/** Runs `read` with the matches of the FTS5 query `match` as of `versions` (versionsOfDays). */
export type KeptSearchMatches = <T>(
  match: string,
  versions: string,
  read: (matches: SearchMatches) => Promise<T>,
) => Promise<T>;

/**
 * The matches of the last `size` searches asked for, the one asked for longest ago let go first. A table
 * let go (or outdated by a change to a booking) is dropped once no request still reads it: a request that
 * began with it finishes with it, as if it had run a moment earlier.
 */
export function keptSearchMatches(db: Kysely<Database>, size: number): KeptSearchMatches {
  const entries = new Map<string, Entry>();

  async function fill(match: string): Promise<SearchMatches> {
    // A new name for every filling: a table is never refilled under a request still reading it.
    made += 1;
    const table = `search_matches_${made}`;
    await sql`create temp table ${sql.id(table)} (booking_rowid integer primary key)`.execute(db);
    try {
      const { numAffectedRows } = await sql`insert into temp.${sql.id(table)}
        select rowid from booking_search where booking_search match ${match}`.execute(db);
      return { table, count: Number(numAffectedRows ?? 0) };
    } catch (error) {
      await dropTable(table);
      throw error;
    }
  }

  // A database closed meanwhile took its temporary tables with it.
  const dropTable = (table: string) =>
    sql`drop table if exists temp.${sql.id(table)}`.execute(db).catch(() => {});

  function retire(entry: Entry) {
    entry.retired = true;
    if (entry.uses === 0) drop(entry);
  }

  function drop(entry: Entry) {
    // A filling that failed dropped its own table.
    entry.matches.then(({ table }) => dropTable(table)).catch(() => {});
  }

  function current(match: string, versions: string): Entry {
    const known = entries.get(match);
    entries.delete(match);
    if (known?.versions === versions) {
      // Last in the map: the entries let go first are those asked for longest ago.
      entries.set(match, known);
      return known;
    }
    if (known) retire(known);
    const entry: Entry = { versions, matches: fill(match), uses: 0, retired: false };
    entries.set(match, entry);
    // A failed filling is let go, so that the next request tries again.
    entry.matches.catch(() => entries.get(match) === entry && entries.delete(match));
    for (const [oldest, old] of entries) {
      if (entries.size <= size) break;
      entries.delete(oldest);
      retire(old);
    }
    return entry;
  }

  return async (match, versions, read) => {
    const entry = current(match, versions);
    entry.uses += 1;
    try {
      return await read(await entry.matches);
    } finally {
      entry.uses -= 1;
      if (entry.retired && entry.uses === 0) drop(entry);
    }
  };
}
