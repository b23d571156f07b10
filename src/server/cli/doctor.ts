// `npm run admin -- doctor`: checks an install and says, one line per check, what is wrong and how to fix it.
// Each check is a function of its own returning { ok, line }; runDoctor runs them in order. The words are in
// src/shared/rules/doctor.ts. The doctor only reads: it creates no database file and applies no migration.
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import nodemailer from "nodemailer";
import * as rules from "../../shared/rules/doctor.ts";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { isPostgresUrl, openDatabase, type DatabaseHandle } from "../db/database.ts";
import { migrationStatus } from "../db/migrate.ts";
import { findPlaceDrift, repairPlaceDrift } from "../modules/availability/place-drift.ts";
import { doctorPaystackCheck } from "../../shared/rules/payments-online.ts";
import { checkPaystack } from "./doctor-paystack.ts";
import { doctorMessagesCheck } from "../../shared/rules/messaging.ts";
import { checkMessageChannels } from "./doctor-channels.ts";

export type CheckResult = { ok: boolean; line: string };

/** The settings as the server itself reads them (`serve`: production must name its public address). */
export function checkConfig(env: NodeJS.ProcessEnv): CheckResult & { config?: Config } {
  try {
    const config = loadConfig(env, "serve");
    return { ok: true, line: rules.configLoaded(config.env), config };
  } catch (error) {
    if (error instanceof ConfigError) return { ok: false, line: rules.configRefused(error.problems) };
    throw error;
  }
}

/** The database answers `select 1`, and every migration this code knows has been applied. */
export async function checkDatabase(
  databaseUrl: string,
  timeoutMs = rules.doctorTimeoutMs,
): Promise<CheckResult> {
  const postgres = isPostgresUrl(databaseUrl);
  const file = postgres ? undefined : sqliteFile(databaseUrl);
  // Opening a missing SQLite file would create an empty one: say so instead.
  if (file && !fs.existsSync(file)) return { ok: false, line: rules.sqliteFileMissing(file) };
  const where = file ? `the SQLite file ${file}` : `PostgreSQL at ${postgresPlace(databaseUrl)}`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = openDatabase(databaseUrl);
    const db = handle.db;
    const status = await withTimeout(
      (async () => {
        await sql`select 1`.execute(db);
        return migrationStatus(db);
      })(),
      timeoutMs,
    );
    if (status.pending.length) return { ok: false, line: rules.migrationsPending(where, status.pending) };
    return { ok: true, line: rules.databaseReady(where, status.applied.length) };
  } catch (error) {
    return { ok: false, line: rules.databaseUnreachable(where, reasonOf(error)) };
  } finally {
    // A server that never answered may not let its pool close either: do not wait for it long.
    if (handle) await withTimeout(handle.close(), 1_000).catch(() => undefined);
  }
}

/**
 * Every window's count of places against its live bookings. With `repair`, each
 * drifted window is set to its live bookings, and each change is a line of its own before the result.
 * Run only once the database check passed: opening a missing SQLite file would create it.
 */
export async function checkPlaces(
  databaseUrl: string,
  { repair = false, print = (_line: string) => {} } = {},
  timeoutMs = rules.doctorTimeoutMs,
): Promise<CheckResult> {
  const handle = openDatabase(databaseUrl);
  try {
    return await withTimeout(
      (async () => {
        if (!repair) {
          const drift = await findPlaceDrift(handle.db);
          return drift.length
            ? { ok: false, line: rules.placesDrift(drift) }
            : { ok: true, line: rules.placesMatch() };
        }
        const changed = await repairPlaceDrift(handle.db);
        for (const change of changed) print(rules.placeRepaired(change));
        return {
          ok: true,
          line: changed.length ? rules.placesRepaired(changed.length) : rules.placesMatch(),
        };
      })(),
      timeoutMs,
    );
  } finally {
    await withTimeout(handle.close(), 1_000).catch(() => undefined);
  }
}

/** A real SMTP handshake: connect, EHLO, STARTTLS when offered, and the login in SMTP_URL. */
export async function checkMail(
  smtpUrl: string | undefined,
  timeoutMs = rules.doctorTimeoutMs,
): Promise<CheckResult> {
  if (!smtpUrl) return { ok: true, line: rules.mailOff() };
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return { ok: false, line: rules.mailUrlNotValid() };
  }
  const server = `${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return { ok: true, line: rules.mailReady(server, url.username !== "") };
  } catch (error) {
    const { code, command, response } = error as { code?: string; command?: string; response?: string };
    if (code === "EAUTH")
      return { ok: false, line: rules.mailLoginRefused(server, oneLine(response) || reasonOf(error)) };
    if (command === "CONN" || ["ESOCKET", "EDNS", "ETIMEDOUT", "ECONNECTION"].includes(code ?? "")) {
      return { ok: false, line: rules.mailUnreachable(server, reasonOf(error)) };
    }
    return { ok: false, line: rules.mailRefused(server, oneLine(response) || reasonOf(error)) };
  } finally {
    transport.close();
  }
}

export type DiskPlace = { label: string; folder: string };
export type StatfsReader = (folder: string) => Promise<{ bavail: number; blocks: number; bsize: number }>;

/** Free space for each place, as this user may use it; fails under 500 MB or 5% free (rules/doctor.ts). */
export async function checkDiskSpace(
  places: DiskPlace[],
  statfs: StatfsReader = (folder) => fs.promises.statfs(folder),
): Promise<CheckResult> {
  const enough: string[] = [];
  for (const { label, folder } of places) {
    let stats: Awaited<ReturnType<StatfsReader>>;
    try {
      stats = await statfs(nearestExisting(folder));
    } catch (error) {
      return { ok: false, line: rules.diskSpaceUnknown(label, reasonOf(error)) };
    }
    const free = stats.bavail * stats.bsize;
    const percent = stats.blocks > 0 ? (stats.bavail / stats.blocks) * 100 : 0;
    if (free < rules.doctorMinFreeBytes || percent < rules.doctorMinFreePercent) {
      return { ok: false, line: rules.diskSpaceLow(label, free, percent) };
    }
    enough.push(rules.diskFreeFor(label, free));
  }
  return { ok: true, line: rules.diskSpaceEnough(enough) };
}

/** The newest site-<time>.db or .dump in the folder is there, not empty, and younger than 36 hours. */
export function checkBackups(folder: string, now = Date.now()): CheckResult {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return { ok: false, line: rules.backupNone(folder) };
    return { ok: false, line: rules.backupFolderUnreadable(folder, reasonOf(error)) };
  }
  let newest: { name: string; mtimeMs: number } | undefined;
  for (const name of names.filter((n) => rules.doctorBackupPattern.test(n))) {
    const stat = fs.statSync(path.join(folder, name), { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size > 0 && (!newest || stat.mtimeMs > newest.mtimeMs)) {
      newest = { name, mtimeMs: stat.mtimeMs };
    }
  }
  if (!newest) return { ok: false, line: rules.backupNone(folder) };
  const hours = Math.max(0, now - newest.mtimeMs) / 3_600_000;
  const file = path.join(folder, newest.name);
  if (hours > rules.doctorBackupMaxAgeHours) return { ok: false, line: rules.backupStale(file, hours) };
  return { ok: true, line: rules.backupRecent(file, hours) };
}

/** Where the database file and the backups live: the folders whose disks must not fill up. */
export function diskPlaces(config: Config): DiskPlace[] {
  const places: DiskPlace[] = [];
  if (!isPostgresUrl(config.databaseUrl)) {
    const folder = path.dirname(sqliteFile(config.databaseUrl));
    places.push({ label: rules.diskForDatabase(folder), folder });
  }
  const backups = path.resolve(config.backupDir);
  places.push({ label: rules.diskForBackups(backups), folder: backups });
  return places;
}

/** Runs every check, printing each line as it is known; true when none failed. */
export async function runDoctor(
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = console.log,
  { repair = false } = {},
): Promise<boolean> {
  const configured = checkConfig(env);
  print(configured.line);
  const config = configured.config;
  // Without settings the other checks would not know what to look at.
  if (!config) {
    print(rules.doctorSomethingWrong(1));
    return false;
  }
  let databaseOk = false;
  const checks: [string, () => CheckResult | undefined | Promise<CheckResult | undefined>][] = [
    [
      rules.doctorChecks.database,
      async () => {
        const result = await checkDatabase(config.databaseUrl);
        databaseOk = result.ok;
        return result;
      },
    ],
    // Counted only in a database that answers and is migrated; otherwise the database's line says why.
    [
      rules.doctorChecks.places,
      () => (databaseOk ? checkPlaces(config.databaseUrl, { repair, print }) : undefined),
    ],
    [rules.doctorChecks.mail, () => checkMail(config.smtpUrl)],
    [rules.doctorChecks.disk, () => checkDiskSpace(diskPlaces(config))],
    [rules.doctorChecks.backup, () => checkBackups(config.backupDir)],
    [doctorPaystackCheck, () => checkPaystack(config.paystack)],
    // Reads the channels' problems only from a database that answers; otherwise says which are set up.
    [doctorMessagesCheck, () => checkMessageChannels(config, databaseOk)],
  ];
  let failed = 0;
  for (const [what, check] of checks) {
    const result = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => ({ ok: false, line: rules.doctorCheckCrashed(what, reasonOf(error)) }));
    if (!result) continue;
    print(result.line);
    if (!result.ok) failed += 1;
  }
  print(failed ? rules.doctorSomethingWrong(failed) : rules.doctorAllWell);
  return failed === 0;
}

function sqliteFile(databaseUrl: string): string {
  return path.resolve(databaseUrl.replace(/^file:/, ""));
}

/** host:port/database, never the password. */
function postgresPlace(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

function nearestExisting(folder: string): string {
  let current = path.resolve(folder);
  while (!fs.existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** An error as one short line: its message, or its code (a refused connection to localhost has no message). */
function reasonOf(error: unknown): string {
  const e = error as { message?: string; code?: string; errors?: { message?: string }[] };
  return oneLine(e?.message) || oneLine(e?.errors?.[0]?.message) || e?.code || String(error);
}

function oneLine(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(rules.doctorNoAnswer(ms))), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
