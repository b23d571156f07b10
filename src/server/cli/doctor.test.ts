import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { doctorChannelsOff } from "../../shared/rules/messaging.ts";
import { doctorPaystackOff } from "../../shared/rules/payments-online.ts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backupNone,
  backupRecent,
  backupStale,
  configRefused,
  databaseReady,
  diskForBackups,
  diskSpaceLow,
  diskSpaceUnknown,
  doctorAllWell,
  mailLoginRefused,
  mailOff,
  mailReady,
  mailUnreachable,
  migrationsPending,
  placesMatch,
  sqliteFileMissing,
} from "../../shared/rules/doctor.ts";
import { publicUrlRequired } from "../config.ts";
import { startSmtpTestServer, unusedPort, type SmtpTestServer } from "../test/smtp-test-server.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { checkBackups, checkConfig, checkDatabase, checkDiskSpace, checkMail, runDoctor } from "./doctor.ts";

const login = { user: "site@sparkleshine.ng", pass: "right:pass word" };
const hour = 3_600_000;

let database: TestDatabase;
let smtp: SmtpTestServer;
let smtpServer: string;
let dir: string;
let backups: string;
let backupFile: string;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer({ login });
  smtpServer = `127.0.0.1:${new URL(smtp.url).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-doctor-"));
  backups = path.join(dir, "backups");
  fs.mkdirSync(backups);
  backupFile = path.join(backups, "site-2026-11-25T023000.db");
  fs.writeFileSync(backupFile, "a backup");
});

afterAll(async () => {
  await database?.drop();
  await smtp?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const healthyEnv = () => ({
  NODE_ENV: "test",
  DATABASE_URL: database.url,
  SMTP_URL: smtp.url,
  BACKUP_DIR: backups,
});

describe("npm run admin -- doctor on a healthy install", () => {
  it("passes every check, the mail login included", async () => {
    const lines: string[] = [];
    expect(await runDoctor(healthyEnv(), (line) => lines.push(line))).toBe(true);
    expect(lines).toHaveLength(9);
    expect(lines.slice(0, 8).every((line) => line.startsWith("ok   "))).toBe(true);
    expect(lines).toContain(placesMatch());
    expect(lines).toContain(mailReady(smtpServer, true));
    expect(lines).toContain(doctorChannelsOff);
    expect(lines).toContain(doctorPaystackOff);
    expect(lines.at(-1)).toBe(doctorAllWell);
  });

  it("counts every migration as applied", async () => {
    const applied = await sql<{ n: number | string }>`select count(*) as n from kysely_migration`.execute(
      database.db,
    );
    const url = new URL(database.url);
    const where = database.url.startsWith("file:")
      ? `the SQLite file ${path.resolve(database.url.slice("file:".length))}`
      : `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
    expect(await checkDatabase(database.url)).toEqual({
      ok: true,
      line: databaseReady(where, Number(applied.rows[0]!.n)),
    });
  });

  it("only warns without SMTP_URL: mail waits in the outbox", async () => {
    expect(await checkMail(undefined)).toEqual({ ok: true, line: mailOff() });
    const lines: string[] = [];
    expect(await runDoctor({ ...healthyEnv(), SMTP_URL: "" }, (line) => lines.push(line))).toBe(true);
    expect(lines).toContain(mailOff());
  });
});

describe("each broken part fails with its own line", () => {
  it("a refused setting, in the loader's own words", () => {
    expect(checkConfig({ DATABASE_URL: "mysql://db/site" })).toEqual({
      ok: false,
      line: configRefused(["DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL)"]),
    });
    expect(checkConfig({ NODE_ENV: "production" }).line).toBe(
      configRefused([`PUBLIC_URL: ${publicUrlRequired}`]),
    );
  });

  it("a wrong SMTP password: the server refuses the login", async () => {
    const wrong = smtp.url.replace(encodeURIComponent(login.pass), "wrong");
    expect(await checkMail(wrong)).toEqual({
      ok: false,
      line: mailLoginRefused(smtpServer, "535 Invalid username or password"),
    });
  });

  it("an SMTP port nothing listens on", async () => {
    const port = await unusedPort();
    expect(await checkMail(`smtp://user:pass@127.0.0.1:${port}`)).toEqual({
      ok: false,
      line: mailUnreachable(`127.0.0.1:${port}`, `connect ECONNREFUSED 127.0.0.1:${port}`),
    });
  });

  it("an SMTP server that never greets, within the timeout", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const result = await checkMail(`smtp://user:pass@127.0.0.1:${port}`, 300);
      expect(result.ok).toBe(false);
      expect(result.line).toMatch(new RegExp(`^FAIL Mail: cannot reach 127\\.0\\.0\\.1:${port} \\(`));
    } finally {
      silent.close();
    }
  });

  it("a PostgreSQL server that is not there", async () => {
    const port = await unusedPort();
    const result = await checkDatabase(`postgres://sparkle:secret@127.0.0.1:${port}/sparkle`, 5_000);
    expect(result.ok).toBe(false);
    expect(result.line).toContain(`FAIL Database: PostgreSQL at 127.0.0.1:${port}/sparkle does not answer (`);
    expect(result.line).toContain("ECONNREFUSED");
    expect(result.line).not.toContain("secret");
  });

  it("a SQLite file in a folder that cannot be created, and creates nothing", async () => {
    const notAFolder = path.join(dir, "a-file");
    fs.writeFileSync(notAFolder, "");
    const file = path.join(notAFolder, "data", "site.db");
    expect(await checkDatabase(`file:${file}`)).toEqual({ ok: false, line: sqliteFileMissing(file) });
    const missing = path.join(dir, "nowhere", "site.db");
    expect(await checkDatabase(`file:${missing}`)).toEqual({ ok: false, line: sqliteFileMissing(missing) });
    expect(fs.existsSync(path.dirname(missing))).toBe(false);
  });

  it("a database with a migration not applied, named", async () => {
    const behind = await createTestDatabase();
    try {
      const newest = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(
        behind.db,
      );
      const name = newest.rows[0]!.name;
      await sql`delete from kysely_migration where name = ${name}`.execute(behind.db);
      const result = await checkDatabase(behind.url);
      expect(result.ok).toBe(false);
      expect(result.line).toMatch(/^FAIL Database: /);
      const where = result.line.slice("FAIL Database: ".length).split(" lacks ")[0]!;
      expect(result.line).toBe(migrationsPending(where, [name]));
    } finally {
      await behind.drop();
    }
  });

  it("a full disk, and one under the share of the disk that must stay free", async () => {
    const place = { label: diskForBackups(backups), folder: backups };
    const full = await checkDiskSpace([place], async () => ({
      bavail: 1_000,
      blocks: 1_000_000,
      bsize: 4096,
    }));
    expect(full).toEqual({ ok: false, line: diskSpaceLow(place.label, 4_096_000, 0.1) });
    // 40 GB free is plenty, but not on a 1 TB disk that is 96% full.
    const big = await checkDiskSpace([place], async () => ({ bavail: 1e7, blocks: 2.5e8, bsize: 4096 }));
    expect(big).toEqual({ ok: false, line: diskSpaceLow(place.label, 4096e7, 4) });
    const unreadable = await checkDiskSpace([place], async () => {
      throw new Error("EACCES: permission denied");
    });
    expect(unreadable).toEqual({
      ok: false,
      line: diskSpaceUnknown(place.label, "EACCES: permission denied"),
    });
    expect((await checkDiskSpace([place])).ok).toBe(true);
  });

  it("no backup: a missing folder, an empty one, or only an empty or unfinished copy", () => {
    const empty = path.join(dir, "no-backups");
    expect(checkBackups(empty)).toEqual({ ok: false, line: backupNone(empty) });
    fs.mkdirSync(empty);
    fs.writeFileSync(path.join(empty, "site-2026-11-25T023000.db"), "");
    fs.writeFileSync(path.join(empty, "site-2026-11-26T023000.db.partial"), "half a backup");
    fs.writeFileSync(path.join(empty, "notes.txt"), "not a backup");
    expect(checkBackups(empty)).toEqual({ ok: false, line: backupNone(empty) });
  });

  it("a stale backup: the newest is 40 hours old", () => {
    const stale = path.join(dir, "stale-backups");
    fs.mkdirSync(stale);
    const file = path.join(stale, "site-2026-11-24T023000.dump");
    fs.writeFileSync(file, "an old backup");
    const fortyHoursAgo = new Date(Date.now() - 40 * hour);
    fs.utimesSync(file, fortyHoursAgo, fortyHoursAgo);
    expect(checkBackups(stale)).toEqual({ ok: false, line: backupStale(file, 40) });
    expect(checkBackups(backups)).toEqual({ ok: true, line: backupRecent(backupFile, 0) });
  });
});
