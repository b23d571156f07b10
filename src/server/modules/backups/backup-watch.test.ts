// The hourly look at the backups: the office hears once a day while the newest backup is too old, or while
// a site set up more than 36 hours ago has none; never on a machine without a backup folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupStaleAfterHours, backupStaleSubject, backupStaleText } from "../../../shared/rules/backup.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const hour = 60 * 60_000;
const owner = "owner@example.ng";
let t: TestApp;
let dir: string;
let folder: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-backup-watch-"));
  // Created after the start: the look the server takes at start finds no folder and leaves the outbox alone.
  folder = path.join(dir, "backups");
  t = await createTestApp({ notifyEmail: owner, backupDir: folder });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const warnings = () =>
  t.app.db.selectFrom("outbox_messages").selectAll().where("kind", "=", "backup-stale").execute();

/** A backup written `hoursBefore` hours before `now`. */
function backupAt(name: string, now: Date, hoursBefore: number): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, "a backup");
  const at = new Date(now.getTime() - hoursBefore * hour);
  fs.utimesSync(file, at, at);
  return file;
}

describe("the hourly backup check", () => {
  const later = new Date(Date.now() + 3 * 24 * hour);

  it("stays quiet without a backup folder (a development machine)", async () => {
    expect(await t.app.backups.runOnce(later)).toBe(0);
    expect(await warnings()).toEqual([]);
  });

  it("stays quiet while a new site has no backup yet, and warns once it has run 36 hours without one", async () => {
    fs.mkdirSync(folder);
    expect(await t.app.backups.runOnce(new Date(Date.now() + hour))).toBe(0);
    expect(await t.app.backups.runOnce(later)).toBe(1);
    const [warning] = await warnings();
    expect(warning).toMatchObject({ recipient: owner, subject: backupStaleSubject, state: "pending" });
    expect(warning!.text_body).toBe(backupStaleText(folder));
  });

  it("stays quiet while the newest backup is younger than 36 hours", async () => {
    const now = new Date(later.getTime() + 24 * hour);
    backupAt("site-2026-01-01T023000.db", now, backupStaleAfterHours + 10);
    backupAt("site-2026-01-02T023000.db", now, backupStaleAfterHours - 1);
    expect(await t.app.backups.runOnce(now)).toBe(0);
    expect(await warnings()).toHaveLength(1);
  });

  it("warns of a stale backup once a day, however often it looks", async () => {
    const now = new Date(later.getTime() + 2 * 24 * hour);
    fs.rmSync(folder, { recursive: true });
    fs.mkdirSync(folder);
    const newest = backupAt("site-2026-01-03T023000.db", now, 40);
    backupAt("site-2026-01-02T023000.db", now, 64);
    expect(await t.app.backups.runOnce(now)).toBe(1);
    expect(await t.app.backups.runOnce(now)).toBe(0);
    expect(await t.app.backups.runOnce(new Date(now.getTime() + 60_000))).toBe(0);
    const all = await warnings();
    expect(all).toHaveLength(2);
    expect(all.map((w) => w.text_body)).toContain(backupStaleText(folder, { file: newest, hours: 40 }));
    // The next day it says so again.
    expect(await t.app.backups.runOnce(new Date(now.getTime() + 24 * hour))).toBe(1);
    expect(await warnings()).toHaveLength(3);
  });
});
