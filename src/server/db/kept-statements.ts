// SQLite statements kept by their text (docs/decisions/073-sqlite-statements-kept.md). Kysely prepares
// every query it runs; on SQLite preparing means parsing and planning the SQL again each time, which was
// 7% of the server's CPU while staff read their lists. The same few hundred statements serve every
// request, so each is prepared once and kept.
import type SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";

/**
 * Statements kept at most: every query the app writes, with room for the lists whose `in (?, …)` differ in
 * length. The one asked for longest ago goes first; SQLite frees it once nothing holds it.
 */
const keptStatementsAtMost = 300;

/** The database as Kysely's dialect takes it, whose `prepare` answers a kept statement for a known text. */
export function withKeptStatements(
  sqlite: SqliteDatabase.Database,
  atMost = keptStatementsAtMost,
): KyselySqliteDatabase {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const known = kept.get(sql);
      // Asked for again: last in the map, so the statements let go first are those asked for longest ago.
      if (known) kept.delete(sql);
      const statement = known ?? sqlite.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > atMost) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}
