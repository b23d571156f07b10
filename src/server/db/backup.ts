import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { backupTimedOut, backupTimeoutSeconds } from "../../shared/rules/backup.ts";
import { isPostgresUrl } from "./database.ts";
import { snapshotSqlite } from "./sqlite-snapshot.ts";

const run = promisify(execFile);

/** Tables a backup must hold to be this site's database. */
const requiredTables = [
  "admin_users",
  "bookings",
  "booking_items",
  "services",
  "categories",
  "kysely_migration",
];

export class BackupError extends Error {}

/**
 * Takes a consistent copy while the site keeps serving: one `VACUUM INTO` snapshot on SQLite (see
 * sqlite-snapshot.ts), pg_dump (custom format) on PostgreSQL. A SQLite copy that takes longer than
 * `timeoutSeconds` is stopped with a BackupError and nothing is written to `target`.
 */
export async function backupDatabase(
  databaseUrl: string,
  target: string,
  { timeoutSeconds = backupTimeoutSeconds }: { timeoutSeconds?: number } = {},
): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  if (isPostgresUrl(databaseUrl)) {
    await requireTool("pg_dump");
    // Written under another name first: a dump cut short never sits in the folder looking like a backup.
    const partial = `${target}.partial`;
    try {
      await run("pg_dump", ["--format=custom", "--no-owner", "--file", partial, databaseUrl]);
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw error;
    }
    fs.renameSync(partial, target);
    return;
  }
  const source = sqlitePath(databaseUrl);
  if (!fs.existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const partial = `${target}.partial`;
  let written: boolean;
  try {
    written = await snapshotSqlite(source, partial, timeoutSeconds * 1000);
  } catch (error) {
    throw new BackupError(`The backup failed: ${(error as Error).message}`);
  }
  if (!written) throw new BackupError(backupTimedOut(timeoutSeconds));
  fs.renameSync(partial, target);
}

/** Checks that a file is a readable, intact backup of this site; throws BackupError saying why not. */
export function checkSqliteBackup(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new BackupError(`${file} is damaged: ${String(integrity)}`);
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    const missing = requiredTables.filter((table) => !tables.has(table));
    if (missing.length)
      throw new BackupError(`${file} is not a backup of this site (missing: ${missing.join(", ")}).`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/**
 * Restores a backup. Refuses to replace an existing database unless `force` is set; the SQLite file
 * is swapped in atomically, so a failed restore leaves the old database as it was.
 */
export async function restoreDatabase(
  databaseUrl: string,
  file: string,
  options: { force: boolean },
): Promise<void> {
  if (isPostgresUrl(databaseUrl)) {
    await requireTool("pg_restore");
    if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
    await run("pg_restore", ["--list", file]).catch(() => {
      throw new BackupError(`${file} is not a pg_dump archive.`);
    });
    if (!options.force && (await postgresHasData(databaseUrl))) {
      throw new BackupError("The database already holds data. Stop the site and add --force to replace it.");
    }
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      "--dbname",
      databaseUrl,
      file,
    ]);
    return;
  }
  checkSqliteBackup(file);
  const target = sqlitePath(databaseUrl);
  if (fs.existsSync(target) && !options.force) {
    throw new BackupError(`${target} already exists. Stop the site and add --force to replace it.`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.restoring`;
  fs.copyFileSync(file, staging);
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(staging, target);
}

function sqlitePath(databaseUrl: string): string {
  return path.resolve(databaseUrl.replace(/^file:/, ""));
}

async function requireTool(tool: string): Promise<void> {
  try {
    await run(tool, ["--version"]);
  } catch {
    throw new BackupError(
      `${tool} is not installed; install the PostgreSQL client tools (apt-get install postgresql-client).`,
    );
  }
}

async function postgresHasData(databaseUrl: string): Promise<boolean> {
  const { stdout } = await run("psql", [
    databaseUrl,
    "-tAc",
    "select count(*) from information_schema.tables where table_schema = 'public'",
  ]);
  return Number(stdout.trim()) > 0;
}
