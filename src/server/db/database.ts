import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { sqliteNeedsNewerNode, sqliteNodeApiVersion } from "../../shared/rules/operations.ts";
import { withKeptStatements } from "./kept-statements.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file (for backups); undefined on PostgreSQL or in memory. */
  sqliteFile?: string;
  close(): Promise<void>;
};

/** Which database a query builder speaks to, for the few queries written for each (a search index). */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Opens the database named by a `file:` (SQLite) or `postgres://` URL. */
export function openDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) return openPostgres(url);
  return openSqlite(url.replace(/^file:/, ""));
}

/**
 * Kysely's SQLite dialect with transactions that take the write lock at `begin`. A deferred `begin`
 * reads first and asks for the lock at the first write; if another process (`npm run admin`) wrote
 * in between, SQLite refuses at once with SQLITE_BUSY, which busy_timeout does not wait out. This
 * process has one connection, so its transactions already run one at a time: taking the lock early
 * costs nothing here, and another process's write is waited for instead of failing the request.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

function openSqlite(file: string): DatabaseHandle {
  // An older Node crashes loading the driver (a segmentation fault, docs/decisions/050): say so instead.
  if (Number(process.versions.napi) < sqliteNodeApiVersion)
    throw new Error(sqliteNeedsNewerNode(process.version));
  const inMemory = file === ":memory:";
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a booking acknowledged to the customer survives a power cut, not only a crash.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withKeptStatements(sqlite) }),
  });
  return {
    db,
    dialect: "sqlite",
    sqliteFile: inMemory ? undefined : path.resolve(file),
    close: () => db.destroy(),
  };
}

const int8 = 20;

/**
 * Money columns are `bigint` (docs/decisions/041-what-the-database-holds.md), which node-postgres answers as
 * text so as never to round. Every amount this site stores (at most ₦2,000,000,000 a booking) is far
 * inside the integers a JavaScript number holds exactly, so they are read as numbers, as SQLite answers
 * them; a value past that (none is written) stays text rather than be rounded. Sums are `numeric` and
 * stay text: their readers turn them into numbers.
 */
function getTypeParser(oid: number, format?: "text" | "binary") {
  if (oid === int8 && format !== "binary") {
    return (text: string) => {
      const value = Number(text);
      return Number.isSafeInteger(value) ? value : text;
    };
  }
  return pg.types.getTypeParser(oid, format as "text");
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: { getTypeParser } });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  // The planner's default cost of a random read (4) is a spinning disk's. On SSD storage, with the working
  // set in memory, it makes PostgreSQL join a month of bookings to all of their items or payments by
  // reading those tables whole, where looking each one up by its index is several times faster
  // (docs/decisions/068-postgres-random-page-cost.md). Sent first on each new connection, so it runs
  // before the connection's first query; a server configured otherwise is overridden for our queries only.
  pool.on("connect", (client) => {
    client.query("set random_page_cost = 1.1").catch(() => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

// PostgreSQL settings under which a commit can be acknowledged before it is on disk, and what each
// costs. `synchronous_commit` is safe at any value but `off`: the others all wait for the local flush.
const unsafePostgresSettings: Record<string, { unsafe: string; loses: string }> = {
  fsync: { unsafe: "off", loses: "nothing is forced to disk" },
  synchronous_commit: { unsafe: "off", loses: "commits are acknowledged before their WAL is flushed" },
  full_page_writes: { unsafe: "off", loses: "a page torn by the cut cannot be repaired" },
};

/**
 * The lines to print at start when the database would not keep a booking the site answered 201
 * through a power cut. Empty on SQLite, whose settings are fixed above. Read as this server's own
 * connections see them, so a per-database or per-role `ALTER ... SET` counts too.
 */
export async function durabilityWarnings(handle: DatabaseHandle): Promise<string[]> {
  if (handle.dialect !== "postgres") return [];
  const { rows } = await sql<{ name: string; setting: string }>`
    select name, setting from pg_settings where name in (${sql.join(Object.keys(unsafePostgresSettings))})
  `.execute(handle.db);
  return rows
    .filter(({ name, setting }) => unsafePostgresSettings[name]?.unsafe === setting)
    .map(
      ({ name, setting }) =>
        `Warning: PostgreSQL has ${name} = ${setting}: ${unsafePostgresSettings[name]!.loses}, so bookings ` +
        `already confirmed to customers can be lost in a power cut. Set ${name} = on.`,
    );
}
