import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createScratchPostgresDatabase } from "./scratch-postgres-database.ts";

export type TestDatabase = DatabaseHandle & { url: string; drop(): Promise<void> };

/**
 * A fresh, migrated database of its own for one test file: a temporary SQLite file, or a new
 * PostgreSQL database on the TEST_DATABASE_URL server when the suite runs on PostgreSQL.
 * `migrated: false` leaves it empty, for tests of one migration.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DIALECT === "postgres") return createPostgresDatabase(migrated);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-test-"));
  const url = `file:${path.join(dir, "site.db")}`;
  const handle = openDatabase(url);
  if (migrated) await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    async drop() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(migrated: boolean): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is required for PostgreSQL tests");
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const handle = openDatabase(scratch.url);
  if (migrated) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: scratch.url,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}
