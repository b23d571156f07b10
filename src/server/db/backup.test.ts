import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { backupDatabase, BackupError, checkSqliteBackup, restoreDatabase } from "./backup.ts";
import { openDatabase, type DatabaseHandle } from "./database.ts";
import type { Database } from "./schema.ts";

const tables = [
  "admin_users",
  "categories",
  "services",
  "coupons",
  "contact_messages",
  "cache_versions",
] as const;
const postgres = process.env.TEST_DIALECT === "postgres";

let live: TestDatabase;
let restored: TestDatabase | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-backup-"));

beforeAll(async () => {
  live = await createTestDatabase();
  const now = new Date().toISOString();
  await live.db
    .insertInto("admin_users")
    .values({
      id: "u1",
      email: "a@example.ng",
      first_name: "A",
      last_name: "B",
      password_hash: "x",
      profile_image: "",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await live.db
    .insertInto("categories")
    .values({
      id: "c1",
      name: "Home Cleaning",
      name_key: "home cleaning",
      slug: "home-cleaning",
      description: "Homes",
      images: "[]",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await live.db
    .insertInto("services")
    .values({
      id: "s1",
      name: "Deep clean",
      description: "All rooms",
      price_kobo: 4_500_000,
      category_id: "c1",
      images: "[]",
      created_at: now,
      updated_at: now,
    })
    .execute();
});

afterAll(async () => {
  await restored?.drop();
  await live.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function rows(db: Kysely<Database>, table: (typeof tables)[number]) {
  const all = await db.selectFrom(table).selectAll().execute();
  return all.map((row) => JSON.stringify(row)).sort();
}

describe("backup and restore", () => {
  it("takes a consistent copy while the site is writing, and restores it into a fresh database", async () => {
    let writing = true;
    let written = 0;
    const load = (async () => {
      const started = Date.now();
      while (writing && Date.now() - started < 10_000) {
        await live.db
          .insertInto("contact_messages")
          .values({
            id: `m${written}`,
            name: "Load",
            email: "load@example.ng",
            message: `message ${written}`,
            read_at: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        written++;
        if (written % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 150));

    const file = path.join(dir, postgres ? "site.dump" : "site.db");
    await backupDatabase(live.url, file);
    writing = false;
    await load;
    expect(written).toBeGreaterThan(0);
    if (!postgres) checkSqliteBackup(file);

    let copy: DatabaseHandle;
    if (postgres) {
      // A fresh, migrated database of its own: --force replaces its empty tables with the backup's.
      restored = await createTestDatabase();
      await restoreDatabase(restored.url, file, { force: true });
      copy = restored;
    } else {
      const restoredUrl = `file:${path.join(dir, "restored", "site.db")}`;
      await restoreDatabase(restoredUrl, file, { force: false });
      copy = openDatabase(restoredUrl);
    }

    try {
      for (const table of tables) {
        const fromCopy = await rows(copy.db, table);
        const fromLive = await rows(live.db, table);
        if (table === "contact_messages") {
          // Written during the backup: the copy holds some of them, each exactly as stored, and nothing else.
          expect(fromCopy.length).toBeGreaterThan(0);
          expect(fromCopy.length).toBeLessThanOrEqual(fromLive.length);
          const liveSet = new Set(fromLive);
          expect(fromCopy.filter((row) => !liveSet.has(row))).toEqual([]);
        } else {
          expect(fromCopy, table).toEqual(fromLive);
        }
      }
    } finally {
      if (!postgres) await copy.close();
    }
  });

  it.skipIf(postgres)("refuses to overwrite an existing database without --force", async () => {
    const file = path.join(dir, "again.db");
    await backupDatabase(live.url, file);
    const existing = path.join(dir, "existing.db");
    fs.copyFileSync(file, existing);
    await expect(restoreDatabase(`file:${existing}`, file, { force: false })).rejects.toThrow(/--force/);
    await expect(restoreDatabase(`file:${existing}`, file, { force: true })).resolves.toBeUndefined();
  });

  it.skipIf(postgres)(
    "refuses a file that is not a backup of this site, and leaves the database as it was",
    async () => {
      const junk = path.join(dir, "junk.db");
      fs.writeFileSync(junk, "this is not a database");
      const target = path.join(dir, "kept.db");
      fs.writeFileSync(target, "original");
      await expect(restoreDatabase(`file:${target}`, junk, { force: true })).rejects.toBeInstanceOf(
        BackupError,
      );
      expect(fs.readFileSync(target, "utf8")).toBe("original");
    },
  );

  it.runIf(postgres)("refuses to restore over a database that holds data without --force", async () => {
    const file = path.join(dir, "again.dump");
    await backupDatabase(live.url, file);
    const before = await rows(live.db, "categories");
    await expect(restoreDatabase(live.url, file, { force: false })).rejects.toThrow(/--force/);
    expect(await rows(live.db, "categories")).toEqual(before);
  });

  it.runIf(postgres)(
    "refuses a file that is not a pg_dump archive, and leaves the database as it was",
    async () => {
      const junk = path.join(dir, "junk.dump");
      fs.writeFileSync(junk, "this is not a database");
      const before = await rows(live.db, "services");
      await expect(restoreDatabase(live.url, junk, { force: true })).rejects.toThrow(/not a pg_dump archive/);
      expect(await rows(live.db, "services")).toEqual(before);
    },
  );
});
