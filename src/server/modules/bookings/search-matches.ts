// The bookings a search matches, kept on SQLite while no booking changes
// (docs/decisions/074-search-matches-kept.md): many in a temporary table of their rowids, a few as a list of
// them. Each page or tab of a search then checks its rows against those, by rowid, instead of asking the
// trigram index for every match again.
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Many matches: the temporary table that holds their rowids (column `booking_rowid`), and how many. */
export type MatchesTable = { table: string; count: number };
/**
 * Few matches: their rowids as a JSON array, which SQLite reads with `json_each`. A table would cost
 * more to make and drop than they cost to look up (decision 074, revisited).
 */
export type MatchesListed = { rowids: string; count: number };
export type SearchMatches = MatchesTable | MatchesListed;

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
 * The matches of the last `size` searches asked for, the one asked for longest ago let go first: in a
 * table from `fewest` matches, listed below that. A table let go (or outdated by a change to a booking)
 * is dropped once no request still reads it: a request that began with it finishes with it, as if it
 * had run a moment earlier.
 */
export function keptSearchMatches(db: Kysely<Database>, size: number, fewest: number): KeptSearchMatches {
  const entries = new Map<string, Entry>();

  async function fill(match: string): Promise<SearchMatches> {
    // Read up to the mark only: a search of a common name reads `fewest` index entries here, not all.
    const { rows } = await sql<{ rowid: number }>`select rowid from booking_search
      where booking_search match ${match} limit ${fewest}`.execute(db);
    if (rows.length < fewest)
      return { rowids: JSON.stringify(rows.map((row) => row.rowid)), count: rows.length };
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
    entry.matches
      .then(async (matches) => {
        if ("table" in matches) await dropTable(matches.table);
      })
      .catch(() => {});
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
