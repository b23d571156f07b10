import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../lib/project-root.ts";
import { openDatabase, type DatabaseHandle } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import type { Database } from "./schema.ts";
import {
  createScratchPostgresDatabase,
  type ScratchPostgresDatabase,
} from "../test/scratch-postgres-database.ts";

const instances = 4;
const dialect = process.env.TEST_DIALECT ?? "sqlite";

/** What several instances leave behind: the applied migrations (once each) and the tables they made. */
async function appliedState(db: Kysely<Database>) {
  const applied = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db))
    .rows;
  const catalogueVersions = await db.selectFrom("cache_versions").selectAll().execute();
  const admins = await sql<{ n: number | string }>`select count(*) as n from admin_users`.execute(db);
  return { applied: applied.map((row) => row.name), catalogueVersions, admins: Number(admins.rows[0]?.n) };
}

async function expectOneAppliedSet(db: Kysely<Database>) {
  const state = await appliedState(db);
  expect(state.applied.length).toBeGreaterThan(0);
  expect(new Set(state.applied).size).toBe(state.applied.length);
  // Seed rows written by a migration exist once, not once per instance.
  expect(state.catalogueVersions).toEqual([{ name: "catalogue", version: 1 }]);
  expect(state.admins).toBe(0);
  return state.applied;
}

describe.skipIf(dialect !== "postgres")(
  "migrations from several instances at once on PostgreSQL (runs in the api-postgres project, when TEST_DATABASE_URL is set)",
  () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    let database: ScratchPostgresDatabase | undefined;
    const handles: DatabaseHandle[] = [];

    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await database?.drop();
    });

    it("applies every migration exactly once while the other instances wait for the lock", async () => {
      database = await createScratchPostgresDatabase(serverUrl, "sparkle_mig");

      for (let i = 0; i < instances; i++) handles.push(openDatabase(database.url));
      // Each instance has its own pool, as separate processes would: Kysely's advisory lock is what orders them.
      const outcomes = await Promise.allSettled(handles.map((handle) => migrateToLatest(handle.db)));
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);

      const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
      const applied = await expectOneAppliedSet(first.db);
      // A later start finds nothing to do and changes nothing.
      await migrateToLatest(second.db);
      expect(await expectOneAppliedSet(second.db)).toEqual(applied);
    });
  },
);

/** Starts a process that opens the SQLite file and migrates when told "go" on stdin, then exits 0 or 1. */
function sqliteInstance(file: string): { child: ChildProcess; ready: Promise<void>; exit: Promise<string> } {
  const script = `
    import { openDatabase } from "./src/server/db/database.ts";
    import { migrateToLatest } from "./src/server/db/migrate.ts";
    const database = openDatabase(${JSON.stringify(`file:${file}`)});
    process.stdout.write("ready\\n");
    process.stdin.once("data", async () => {
      try {
        await migrateToLatest(database.db);
        await database.close();
        process.exit(0);
      } catch (error) {
        console.error(String(error?.cause ?? error));
        process.exit(1);
      }
    });`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: projectRoot,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("ready") && resolve());
    child.once("exit", () => reject(new Error(`instance exited before it was ready: ${stderr}`)));
  });
  const exit = new Promise<string>((resolve) =>
    child.once("exit", (code) => resolve(code === 0 ? "ok" : `exit ${code}: ${stderr.trim()}`)),
  );
  return { child, ready, exit };
}

describe.skipIf(dialect !== "sqlite")("migrations from several processes at once on SQLite", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-migrate-"));
  const file = path.join(dir, "site.db");
  const started: ChildProcess[] = [];

  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.pid) process.kill(child.pid, "SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("ends with one applied set when several processes open a fresh file and migrate together", async () => {
    const processes = Array.from({ length: instances }, () => sqliteInstance(file));
    started.push(...processes.map((p) => p.child));
    await Promise.all(processes.map((p) => p.ready));
    // All open and waiting: tell them to migrate at the same moment.
    for (const p of processes) p.child.stdin!.write("go\n");
    const outcomes = await Promise.all(processes.map((p) => p.exit));
    expect(outcomes).toEqual(Array(instances).fill("ok"));

    const database = openDatabase(`file:${file}`);
    try {
      await expectOneAppliedSet(database.db);
    } finally {
      await database.close();
    }
  }, 60_000);
});
