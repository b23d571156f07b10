// The doctor run as people run it: a process of its own, its exit status and what it prints.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorAllWell, mailOff, sqliteFileMissing } from "../../shared/rules/doctor.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { projectRoot } from "../lib/project-root.ts";

let dir: string;
let backups: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-doctor-command-"));
  backups = path.join(dir, "backups");
  fs.mkdirSync(backups);
  fs.writeFileSync(path.join(backups, "site-2026-11-25T023000.db"), "a backup");
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the command itself", () => {
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ["--import", "tsx", "src/server/cli/admin.ts", "doctor"],
        { cwd: projectRoot, env: { PATH: process.env.PATH ?? "", ...env }, timeout: 30_000 },
        (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
      );
    });

  it("exits 0 on a healthy SQLite install without mail, with no stack trace", async () => {
    const url = `file:${path.join(dir, "cli", "site.db")}`;
    const handle = openDatabase(url);
    await migrateToLatest(handle.db);
    await handle.close();
    const answer = await run({ NODE_ENV: "test", DATABASE_URL: url, BACKUP_DIR: backups });
    expect(answer.stdout).toContain(mailOff());
    expect(answer.stdout.trim().split("\n").at(-1)).toBe(doctorAllWell);
    expect(answer.stdout + answer.stderr).not.toContain("    at ");
    expect(answer.code).toBe(0);
  }, 40_000);

  it("exits 1 when something is wrong, with no stack trace", async () => {
    const missing = path.join(dir, "not-there", "site.db");
    const answer = await run({ NODE_ENV: "test", DATABASE_URL: `file:${missing}`, BACKUP_DIR: backups });
    expect(answer.stdout).toContain(sqliteFileMissing(missing));
    expect(answer.stdout + answer.stderr).not.toContain("    at ");
    expect(answer.code).toBe(1);

    const refused = await run({ NODE_ENV: "test", DATABASE_URL: "mysql://db/site" });
    expect(refused.stdout).toMatch(/^FAIL Configuration: /);
    expect(refused.stdout + refused.stderr).not.toContain("    at ");
    expect(refused.code).toBe(1);
  }, 40_000);
});
