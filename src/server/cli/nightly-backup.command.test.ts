// The nightly backup run as the timer runs it: a process of its own on a real database, real folders, and
// the office's message read back from the outbox.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backupFailedLine,
  backupFailedSubject,
  backupNobodyToTell,
  backupSteps,
} from "../../shared/rules/backup.ts";
import { checkSqliteBackup } from "../db/backup.ts";
import { projectRoot } from "../lib/project-root.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";

const extension = process.env.TEST_DIALECT === "postgres" ? "dump" : "db";
const owner = "owner@example.ng";
let live: TestDatabase;
let dir: string;

beforeAll(async () => {
  live = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-nightly-"));
});

afterAll(async () => {
  await live.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", "src/server/cli/backup.ts", ...args],
      {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", DATABASE_URL: live.url, ...env },
        timeout: 60_000,
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });

const failureMessages = () =>
  live.db.selectFrom("outbox_messages").selectAll().where("kind", "=", "backup-failed").execute();

/** A folder holding three older nightly backups and a file of someone else's. */
function folderWithOldBackups(name: string): string {
  const folder = path.join(dir, name);
  fs.mkdirSync(folder);
  for (const day of ["01", "02", "03"]) {
    fs.writeFileSync(path.join(folder, `site-2020-01-${day}T023000.${extension}`), "an old backup");
  }
  fs.writeFileSync(path.join(folder, "notes.txt"), "not a backup");
  return folder;
}

describe("npm run backup -- --nightly", () => {
  it("writes a backup, copies it to the second folder, and keeps the newest in each", async () => {
    const main = folderWithOldBackups("main");
    const copies = folderWithOldBackups("copies");
    const answer = await run(["--nightly"], {
      BACKUP_DIR: main,
      BACKUP_COPY_DIR: copies,
      BACKUP_KEEP: "2",
      NOTIFY_EMAIL: owner,
    });
    expect(answer.stderr).toBe("");
    expect(answer.code).toBe(0);
    const kept = fs.readdirSync(main).sort();
    expect(kept).toHaveLength(3);
    expect(kept[0]).toBe("notes.txt");
    expect(kept[1]).toBe(`site-2020-01-03T023000.${extension}`);
    const written = kept[2]!;
    expect(written).toMatch(new RegExp(`^site-\\d{4}-\\d{2}-\\d{2}T\\d{6}\\.${extension}$`));
    expect(answer.stdout.trim()).toContain(
      `Backup ${path.join(main, written)} written and copied to ${copies}`,
    );
    // The same files in the second folder, the copy byte for byte, and no half copy left behind.
    expect(fs.readdirSync(copies).sort()).toEqual(kept);
    const original = fs.readFileSync(path.join(main, written));
    expect(original.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(copies, written)).equals(original)).toBe(true);
    if (extension === "db") checkSqliteBackup(path.join(copies, written));
    expect(await failureMessages()).toEqual([]);
  }, 60_000);

  it("a copy folder that is not a folder: exit 1, one clear line, one message to the office", async () => {
    const main = path.join(dir, "main-2");
    const notAFolder = path.join(dir, "a-file");
    fs.writeFileSync(notAFolder, "");
    const answer = await run(["--nightly"], {
      BACKUP_DIR: main,
      BACKUP_COPY_DIR: notAFolder,
      NOTIFY_EMAIL: owner,
    });
    expect(answer.code).toBe(1);
    expect(answer.stderr.trim()).toBe(backupFailedLine("copy", `${notAFolder} is not a folder`));
    expect(answer.stdout).toBe("");
    // The backup itself was written; only the copy failed.
    expect(fs.readdirSync(main)).toHaveLength(1);
    const messages = await failureMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient: owner, subject: backupFailedSubject, state: "pending" });
    expect(messages[0]!.text_body).toContain(`${notAFolder} is not a folder`);
    expect(messages[0]!.text_body).toContain(backupSteps.copy.fix);
  }, 60_000);

  it("a backup folder that is a file, without NOTIFY_EMAIL: exit 1, and says nobody was told", async () => {
    const notAFolder = path.join(dir, "another-file");
    fs.writeFileSync(notAFolder, "");
    const before = (await failureMessages()).length;
    const answer = await run(["--nightly"], { BACKUP_DIR: notAFolder });
    expect(answer.code).toBe(1);
    expect(answer.stderr.trim().split("\n")).toEqual([
      backupFailedLine("backup", `${notAFolder} is not a folder`),
      backupNobodyToTell,
    ]);
    expect(await failureMessages()).toHaveLength(before);
  }, 60_000);

  it("refuses a wrong BACKUP_KEEP before doing anything, with no stack trace", async () => {
    const answer = await run(["--nightly"], { BACKUP_DIR: path.join(dir, "never"), BACKUP_KEEP: "many" });
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain("BACKUP_KEEP: must be a whole number from 1 to 1000");
    expect(answer.stderr).not.toContain("    at ");
    expect(fs.existsSync(path.join(dir, "never"))).toBe(false);
  }, 60_000);

  it("leaves npm run backup -- <file> as it was", async () => {
    const file = path.join(dir, "by-hand", `one.${extension}`);
    const answer = await run([file], {});
    expect(answer.code).toBe(0);
    expect(answer.stdout.trim()).toBe(`Backup written to ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
  }, 60_000);
});
