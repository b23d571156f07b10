// A backup of a large SQLite database finishes while the site keeps writing, in one consistent copy.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupTimedOut } from "../../shared/rules/backup.ts";
import { projectRoot } from "../lib/project-root.ts";
import { recordFigures } from "../test/figures.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { backupDatabase, BackupError, checkSqliteBackup, restoreDatabase } from "./backup.ts";

const postgres = process.env.TEST_DIALECT === "postgres";
/** How long the backup may take here before the test calls it stuck (it used to never finish). */
const budgetMs = 30_000;
const rowsOfFill = 1000;
const fillBytes = 100_000;

let live: TestDatabase;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-backup-load-"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (postgres) return;
  live = await createTestDatabase();
  // About 100 MB of contact messages, written in one transaction on a connection of its own.
  const filler = new SqliteDatabase(live.url.replace(/^file:/, ""));
  filler.pragma("busy_timeout = 5000");
  const insert = filler.prepare(
    "insert into contact_messages (id, name, email, message, read_at, created_at) values (?, ?, ?, ?, null, ?)",
  );
  const now = new Date().toISOString();
  filler.transaction(() => {
    for (let i = 0; i < rowsOfFill; i++) {
      insert.run(`fill-${i}`, "Fill", "fill@example.ng", `${i} `.padEnd(fillBytes, "x"), now);
    }
  })();
  filler.pragma("wal_checkpoint(TRUNCATE)");
  filler.close();
}, 60_000);

afterAll(async () => {
  await live?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Ids of the messages in a SQLite file. */
function messageIds(file: string): Set<string> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return new Set(
      (db.prepare("select id from contact_messages").all() as { id: string }[]).map((row) => row.id),
    );
  } finally {
    db.close();
  }
}

describe.skipIf(postgres)("backup of a large SQLite database under steady writes", () => {
  it("finishes in bounded time with a consistent copy holding every row committed before it began", async () => {
    expect(fs.statSync(live.url.replace(/^file:/, "")).size).toBeGreaterThan(95_000_000);
    // The site writes a message every 20 ms until the backup is over (or the budget is spent).
    let stop = false;
    let written = 0;
    const committed: string[] = [];
    const writer = (async () => {
      const started = Date.now();
      while (!stop && Date.now() - started < budgetMs + 5000) {
        const id = `load-${written}`;
        await live.db
          .insertInto("contact_messages")
          .values({
            id,
            name: "Load",
            email: "load@example.ng",
            message: `booking-like write ${written}`,
            read_at: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        committed.push(id);
        written++;
        await sleep(20);
      }
    })();
    await sleep(300);

    const file = path.join(dir, "site.db");
    const before = [...committed];
    const writtenBefore = written;
    const started = performance.now();
    const backup = backupDatabase(live.url, file).then(() => "finished" as const);
    const outcome = await Promise.race([backup, sleep(budgetMs).then(() => "still running" as const)]);
    const tookMs = Math.round(performance.now() - started);
    const writtenDuring = written - writtenBefore;
    stop = true;
    await writer;
    await backup.catch(() => undefined);
    console.info(
      `backup of ${rowsOfFill} x ${fillBytes} B: ${outcome} after ${tookMs} ms, ${writtenDuring} writes meanwhile`,
    );
    recordFigures("backup-under-load", {
      outcome,
      tookMs,
      writtenDuring,
      megabytes: (rowsOfFill * fillBytes) / 1e6,
    });

    expect(outcome, `backup ${outcome} after ${tookMs} ms`).toBe("finished");
    expect(writtenDuring, "the site kept writing during the backup").toBeGreaterThan(0);
    checkSqliteBackup(file);
    const inCopy = messageIds(file);
    for (const id of before) expect(inCopy.has(id), id).toBe(true);
    for (let i = 0; i < rowsOfFill; i++) expect(inCopy.has(`fill-${i}`)).toBe(true);
    // Nothing in the copy that the site did not commit.
    const inLive = messageIds(live.url.replace(/^file:/, ""));
    expect([...inCopy].filter((id) => !inLive.has(id))).toEqual([]);

    const restored = path.join(dir, "restored", "site.db");
    await restoreDatabase(`file:${restored}`, file, { force: false });
    expect(messageIds(restored)).toEqual(inCopy);
  }, 60_000);

  it("gives up after its timeout with a clear message and writes nothing", async () => {
    const file = path.join(dir, "too-slow.db");
    const attempt = backupDatabase(live.url, file, { timeoutSeconds: 0.05 });
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(backupTimedOut(0.05));
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
  }, 30_000);

  it("says so from npm run backup when --timeout is too short, and exits with an error", async () => {
    const file = path.join(dir, "cli.db");
    const answer = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ["--import", "tsx", "src/server/cli/backup.ts", file, "--timeout", "0.01"],
        {
          cwd: projectRoot,
          env: { PATH: process.env.PATH ?? "", DATABASE_URL: live.url, LOG_LEVEL: "silent" },
          timeout: 30_000,
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(answer.stderr).toContain(backupTimedOut(0.01));
    expect(answer.code).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
  }, 40_000);
});
