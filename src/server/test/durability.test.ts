// A booking answered 201 is on disk, not only in the operating system's memory, so it survives a
// power cut. On SQLite the real server is watched with strace: the write-ahead log is synced between
// each booking's insert and its answer. On PostgreSQL the server reads the settings that decide this
// at start and warns when they would let a commit be acknowledged before it is on disk.
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { bookingTotal } from "../../shared/pricing.ts";
import { durabilityWarnings, openDatabase } from "../db/database.ts";
import { seedCatalogue } from "./booking-fixtures.ts";
import { recordFigures } from "./figures.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import {
  freePort,
  sleep,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./server-process.ts";
import { parseStraceLog, straceInstalled, type TracedCall } from "./strace-log.ts";

const postgres = process.env.TEST_DIALECT === "postgres";
const sqliteSkip = postgres
  ? "runs in the api-sqlite project"
  : !straceInstalled()
    ? "strace is not installed; on Debian: apt-get install strace"
    : undefined;
const bookings = 20;

let database: TestDatabase | undefined;
let server: ServerProcess | undefined;
let traced = false;

afterEach(async () => {
  if (server) await (traced ? stopTraced(server) : stopServer(server));
  await server?.exited;
  server = undefined;
  traced = false;
  await database?.drop();
  database = undefined;
});

const serverEnv = (databaseUrl: string) => ({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  WEB_APP: "off",
  SEED_DEMO: "0",
  LOG_LEVEL: "warn",
  ADMIN_EMAIL: "admin@example.ng",
  ADMIN_PASSWORD: "correct horse battery",
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_SCALE: "10000",
});

/** One bookable service (Deep Home Cleaning, ₦45,000), written straight into the database. */
async function addService(db: TestDatabase["db"]) {
  const [service] = await seedCatalogue(db);
  return service!;
}

/**
 * Stops a server run under strace. While it runs a command, strace keeps fatal signals from itself:
 * the server (strace's child) is told instead, and strace ends with it.
 */
async function stopTraced(tracer: ServerProcess): Promise<void> {
  const pid = tracer.child.pid;
  if (pid === undefined || tracer.child.exitCode !== null) return;
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
    for (const child of children.split(" ").filter(Boolean)) process.kill(Number(child), "SIGTERM");
  } catch {
    // strace and the server ended on their own meanwhile.
  }
  await Promise.race([tracer.exited, sleep(10_000)]);
  await stopServer(tracer);
}

const isWrite = (call: TracedCall) => /^(p?write(v|64)?|pwritev2?)$/.test(call.name);
const isSync = (call: TracedCall) => call.name === "fsync" || call.name === "fdatasync";
const isResponse = (call: TracedCall, status = "") =>
  isWrite(call) && call.args.includes(`"HTTP/1.1 ${status}`);

describe.skipIf(sqliteSkip !== undefined)(
  `durability on SQLite${sqliteSkip ? ` (skipped: ${sqliteSkip})` : ""}`,
  () => {
    it(
      `syncs the write-ahead log between each of ${bookings} bookings' insert and its 201`,
      { timeout: 60_000 },
      async () => {
        database = await createTestDatabase();
        const service = await addService(database.db);
        const dbFile = fs.realpathSync(database.sqliteFile!);
        const wal = `${dbFile}-wal`;
        const traceFile = path.join(path.dirname(dbFile), "server.trace");
        // Only the calls that matter stop the server (seccomp), so it runs at nearly full speed; -y names
        // the file or socket behind each descriptor, -T times each call.
        const strace = ["strace", "-f", "--seccomp-bpf", "-qq", "-e", "signal=none", "-y", "-T", "-s", "24"];
        const calls = "trace=write,writev,pwrite64,pwritev,pwritev2,fsync,fdatasync";
        traced = true;
        server = startServer("server under strace", await freePort(), serverEnv(database.url), [
          ...strace,
          ...["-e", calls, "-o", traceFile],
        ]);
        await waitUntilHealthy(server);

        for (let index = 0; index < bookings; index++) {
          const response = await fetch(`${server.url}/api/bookings/create`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              customerName: `Durable Customer ${index}`,
              email: `durable${index}@example.ng`,
              phone: "+234 803 000 0000",
              address: "12 Admiralty Way, Lekki Phase 1, Lagos",
              services: [service],
              totalPrice: bookingTotal([service.price], 0),
            }),
          });
          expect(response.status, await response.text()).toBe(201);
        }
        await stopTraced(server);
        expect(await server.exited, `strace and the server ended cleanly:\n${server.output()}`).toBe(0);

        const text = fs.readFileSync(traceFile, "utf8");
        const lines = text.split("\n");
        const log = parseStraceLog(text);
        const answers = log.filter((call) => isResponse(call, "201"));
        expect(answers, "the 201 answers written to the socket").toHaveLength(bookings);
        const syncTimes: number[] = [];
        for (const [index, answer] of answers.entries()) {
          // This booking's calls: since the answer before it (the health check's, or the last booking's).
          const from = log.findLast((call) => isResponse(call) && call.began < answer.began)?.ended ?? -1;
          const window = log.filter((call) => call.began > from && call.ended < answer.began);
          const excerpt = `booking ${index + 1}:\n${lines.slice(from + 1, answer.began + 1).join("\n")}`;
          const walWrites = window.filter((call) => isWrite(call) && call.target === wal);
          expect(walWrites.length, `no write to the WAL before the 201 of ${excerpt}`).toBeGreaterThan(0);
          const lastWrite = walWrites.at(-1)!;
          const sync = window.find(
            (call) =>
              isSync(call) && (call.target === wal || call.target === dbFile) && call.began > lastWrite.ended,
          );
          expect(sync, `no sync of the database between the insert and the 201 of ${excerpt}`).toBeDefined();
          if (sync?.seconds !== undefined) syncTimes.push(sync.seconds * 1000);
        }
        syncTimes.sort((a, b) => a - b);
        const median = syncTimes[Math.floor(syncTimes.length / 2)];
        console.log(
          `durability (sqlite): ${answers.length} bookings answered 201, each after a sync of the WAL ` +
            `(median ${median?.toFixed(2)} ms) that followed its insert`,
        );
        recordFigures("durability", { syncedBefore201: answers.length, bookings: answers.length });
      },
    );
  },
);

describe.skipIf(!postgres)(
  `durability on PostgreSQL${postgres ? "" : " (skipped: runs in the api-postgres project)"}`,
  () => {
    it(
      "warns at start when commits may be acknowledged before they are on disk",
      { timeout: 60_000 },
      async () => {
        database = await createTestDatabase();
        const name = new URL(database.url).pathname.slice(1);
        await sql`alter database ${sql.id(name)} set synchronous_commit = off`.execute(database.db);

        // The setting applies to new sessions, as the server's own are.
        const unsafe = openDatabase(database.url);
        const warnings = await durabilityWarnings(unsafe).finally(() => unsafe.close());
        expect(warnings.join("\n")).toContain("PostgreSQL has synchronous_commit = off");

        server = startServer("server", await freePort(), serverEnv(database.url));
        await waitUntilHealthy(server);
        expect(server.output()).toContain(
          "Warning: PostgreSQL has synchronous_commit = off: commits are acknowledged before their WAL is flushed",
        );

        await sql`alter database ${sql.id(name)} reset synchronous_commit`.execute(database.db);
        const safe = openDatabase(database.url);
        const after = await durabilityWarnings(safe).finally(() => safe.close());
        expect(after.join("\n")).not.toContain("synchronous_commit");
        recordFigures("durability", { warningSeen: true });
      },
    );
  },
);
