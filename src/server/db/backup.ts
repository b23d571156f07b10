import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { isPostgresUrl } from "./database.ts";

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
 * Takes a consistent copy while the site keeps serving: SQLite's online backup API on SQLite,
 * pg_dump (custom format) on PostgreSQL.
 */
export async function backupDatabase(databaseUrl: string, target: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  if (isPostgresUrl(databaseUrl)) {
    await requireTool("pg_dump");
    await run("pg_dump", ["--format=custom", "--no-owner", "--file", target, databaseUrl]);
    return;
  }
  const source = new SqliteDatabase(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
  try {
    const partial = `${target}.partial`;
    await source.backup(partial);
    fs.renameSync(partial, target);
  } finally {
    source.close();
  }
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
