// `npm run bench -- --data 100000`: years of bookings, and what the staff open every day on them
// (decision 052). On a fresh SQLite database, then on PostgreSQL when TEST_DATABASE_URL names a server:
// the built product books a first part through its own API, the rest is written in bulk shaped like it;
// then each daily screen is timed at 10 connections, the whole export is read and counted, sent messages
// past the kept period are deleted and the database measured, and the server's memory is read after a
// burst of bookings and a minute of rest. Loopback only; every step is bounded in count and time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/database.ts";
import { deleteOldSentMessages } from "../src/server/modules/outbox/outbox-retention.ts";
import { createScratchPostgresDatabase } from "../src/server/test/scratch-postgres-database.ts";
import { addDays } from "../src/shared/rules/availability.ts";
import { todayInLagos } from "../src/shared/lagos-date.ts";
import { currentMonth, monthPeriod } from "../src/shared/rules/reports.ts";
import { nextCursorHeader } from "../src/shared/rules/paging.ts";
import { bookingLoad } from "./lib/bookings.ts";
import { read, signIn, timeOperation, type OperationResult } from "./lib/data-operations.ts";
import { firstNames, lastNames, seedBookings } from "./lib/data-seed.ts";
import { searchCountsKept } from "../src/server/modules/bookings/bookings-list-counts.ts";
import { machineDescription } from "./lib/machine.ts";
import { formatTable, type Row } from "./lib/report.ts";
import { projectRoot, rssMb, startProduct } from "./lib/server.ts";

const rateLimitScale = 10_000;
const load = { connections: 10, seconds: 5 };
const burst = { clients: 10, seconds: 10 };
const restSeconds = 60;

type DatabaseResult = {
  database: string;
  bookings: number;
  operations: OperationResult[];
  export: { rows: number; ms: number };
  sizeMb: number;
  rssAfterBurstMb: number | null;
};

/** The Monday of this week and the Sunday after it, in Lagos. */
function thisWeek(): { from: string; to: string } {
  const today = todayInLagos();
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(today, -weekday);
  return { from, to: addDays(from, 6) };
}

async function databaseSizeMb(databaseUrl: string): Promise<number> {
  const { db, dialect, close } = openDatabase(databaseUrl);
  try {
    if (dialect === "sqlite") {
      // The pages that hold data: SQLite reuses freed pages before it grows the file.
      const { rows } = await sql<{ bytes: number }>`select (page_count - freelist_count) * page_size as bytes
        from pragma_page_count(), pragma_freelist_count(), pragma_page_size()`.execute(db);
      return Number(rows[0]?.bytes ?? 0) / 2 ** 20;
    }
    // Once, after retention's first run on an old database (decision 053); later runs reuse the space.
    await sql`vacuum full outbox_messages`.execute(db);
    // The visibility map and statistics a full vacuum leaves unset, as autovacuum keeps them after the
    // deletions: without them the outbox's counts read every row instead of its index.
    await sql`vacuum analyze outbox_messages`.execute(db);
    const { rows } = await sql<{
      bytes: string;
    }>`select pg_database_size(current_database()) as bytes`.execute(db);
    return Number(rows[0]?.bytes ?? 0) / 2 ** 20;
  } finally {
    await close();
  }
}

async function measureDatabase(name: string, databaseUrl: string, count: number): Promise<DatabaseResult> {
  console.log(`\n${name}: ${count} bookings`);
  const server = await startProduct(databaseUrl, rateLimitScale);
  try {
    const made = await bookingLoad(server, name, { clients: 10, seconds: 2 });
    await seedBookings(databaseUrl, Math.max(0, count - made.created));
    // SQLite's driver writes synchronously, holding this process's event loop for minutes: let it see the
    // keep-alive sockets the server closed meanwhile, or the next request is sent on a closed one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const cookie = await signIn(server.url);
    const api = (pathAndQuery: string) => () => read(`${server.url}/api${pathAndQuery}`, cookie);
    const total = Number(
      (await read(`${server.url}/api/bookings/get?pageSize=1`, cookie)).headers.get("x-total-count"),
    );
    const month = monthPeriod(currentMonth());
    const year = { from: addDays(todayInLagos(), -364), to: todayInLagos() };
    const week = thisWeek();
    // As the board reads it: the week in one answer (decision 070), kept by the app while unchanged.
    const wholeWeek = api(`/bookings/board?from=${week.from}&to=${week.to}`);
    // Twenty weeks in turn, more than the app keeps: each answer is worked out, as after a change.
    let turn = 0;
    const anotherWeek = () => {
      const from = addDays(week.from, -7 * (turn++ % 20));
      return read(`${server.url}/api/bookings/board?from=${from}&to=${addDays(from, 6)}`, cookie);
    };
    // Every seeded name in turn, more than the app keeps the counts of (decision 072): each search is
    // counted afresh, as a new search is; each matches a tenth or an eighth of the bookings.
    const names = [...firstNames, ...lastNames].map((name) => name.toLowerCase());
    if (names.length <= searchCountsKept) throw new Error("the fresh search needs more names than are kept");
    let nameTurn = 0;
    const anotherName = () =>
      read(`${server.url}/api/bookings/get?q=${names[nameTurn++ % names.length]}`, cookie);
    // The searches staff make most, each new: a booking's ID or its customer's phone, from bookings spread
    // over the years (a page of 50 from every 20th page of the list).
    const spread = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        read(`${server.url}/api/bookings/get?page=${1 + n * 20}`, cookie).then(
          (answer) => JSON.parse(answer.body) as { bookingId: string; phone: string }[],
        ),
      ),
    );
    const exactTerms = spread
      .flat()
      .flatMap((booking, n) => (n % 2 ? [booking.bookingId] : [booking.phone.replace(/\D/g, "").slice(-8)]));
    let exactTurn = 0;
    const anExactSearch = () =>
      read(
        `${server.url}/api/bookings/get?q=${encodeURIComponent(exactTerms[exactTurn++ % exactTerms.length]!)}`,
        cookie,
      );
    // One search as staff go through it: its first pages, then its tabs.
    const views = ["", "&page=2", "&page=3", "&status=confirmed", "&status=pending"];
    let viewTurn = 0;
    const turnSearch = () =>
      read(`${server.url}/api/bookings/get?q=funke${views[viewTurn++ % views.length]}`, cookie);
    const lastPage = Math.ceil(total / 50);
    const toLastPage = (
      await read(`${server.url}/api/bookings/get?page=${Math.max(1, lastPage - 1)}`, cookie)
    ).headers.get(nextCursorHeader);
    const operations: OperationResult[] = [];
    const time = async (label: string, goalMs: number, work: () => Promise<unknown>) =>
      operations.push(await timeOperation(label, goalMs, work, load));
    await time("Bookings list, first page", 50, api("/bookings/get"));
    await time("Status filter (confirmed)", 50, api("/bookings/get?status=confirmed"));
    await time("Search by name, its pages and tabs turned", 50, turnSearch);
    await time("Search, a different name each time", 50, anotherName);
    await time("Search, a booking ID or a phone each time", 50, anExactSearch);
    await time(`A late page (page ${lastPage})`, 50, api(`/bookings/get?page=${lastPage}`));
    if (toLastPage) await time(`The same page by its cursor`, 50, api(`/bookings/get?cursor=${toLastPage}`));
    await time("Report, one month", 100, api(`/reports?from=${month.from}&to=${month.to}`));
    await time("Report, one year", 300, api(`/reports?from=${year.from}&to=${year.to}`));
    await time("Report CSV, one year", 300, api(`/reports/csv?from=${year.from}&to=${year.to}`));
    await time("Schedule board, one week, as reopened", 50, wholeWeek);
    await time("Schedule board, a different week each time", 50, anotherWeek);

    const started = performance.now();
    // A failed export counts no rows, and so misses its goal, rather than stopping the run.
    const body = await read(`${server.url}/api/bookings/export.csv`, cookie).then(
      (answer) => answer.body,
      (error: unknown) => (console.log(`  export failed: ${String(error)}`), "header\r\n"),
    );
    const exported = { rows: body.split("\r\n").filter(Boolean).length - 1, ms: performance.now() - started };
    console.log(`  export: ${exported.rows} rows of ${total} in ${(exported.ms / 1000).toFixed(1)} s`);

    const { db, close } = openDatabase(databaseUrl);
    const deleted = await deleteOldSentMessages(db).finally(close);
    const sizeMb = await databaseSizeMb(databaseUrl);
    console.log(`  retention deleted ${deleted} sent messages; database ${sizeMb.toFixed(0)} MB`);
    // The outbox as the hourly job keeps it: a site with years of bookings holds their sent messages for
    // the kept period only, never all of them at once.
    await time("Outbox list (sent), after retention", 50, api("/notifications?state=sent"));

    await bookingLoad(server, name, burst);
    await new Promise((resolve) => setTimeout(resolve, restSeconds * 1000));
    const rssAfterBurstMb = rssMb(server.pid);
    console.log(
      `  RSS after ${burst.seconds} s of bookings and ${restSeconds} s idle: ${rssAfterBurstMb?.toFixed(0)} MB`,
    );
    return { database: name, bookings: total, operations, export: exported, sizeMb, rssAfterBurstMb };
  } finally {
    await server.stop();
  }
}

function rowsOf(result: DatabaseResult): Row[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    ...result.operations.map((op) => ({
      measure: `${result.database}: ${op.name}`,
      figure: `${ms(op.medianMs)} (p95 ${ms(op.p95Ms)})${op.failed ? `, ${op.failed} of ${op.runs} failed` : ""}`,
      goal: `≤ ${op.goalMs} ms`,
      meets: op.medianMs <= op.goalMs && !op.failed,
    })),
    {
      measure: `${result.database}: whole bookings export`,
      figure: `${result.export.rows} of ${result.bookings} rows in ${(result.export.ms / 1000).toFixed(1)} s`,
      goal: "every row, ≤ 10 s",
      meets: result.export.rows === result.bookings && result.export.ms <= 10_000,
    },
    {
      measure: `${result.database}: database after retention`,
      figure: `${result.sizeMb.toFixed(0)} MB`,
      goal: "< 400 MB",
      meets: result.sizeMb < 400,
    },
    {
      measure: `${result.database}: RSS after a burst of bookings, then ${restSeconds} s idle`,
      figure: result.rssAfterBurstMb === null ? "?" : `${result.rssAfterBurstMb.toFixed(0)} MB`,
      goal: "< 250 MB",
      meets: result.rssAfterBurstMb !== null && result.rssAfterBurstMb < 250,
    },
  ];
}

export async function runDataBench(count: number): Promise<void> {
  const startedAt = new Date();
  const results: DatabaseResult[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-data-bench-"));
  try {
    results.push(await measureDatabase("SQLite", `file:${path.join(dataDir, "site.db")}`, count));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.TEST_DATABASE_URL) {
    const database = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL, "sparkle_data_bench");
    try {
      results.push(await measureDatabase("PostgreSQL", database.url, count));
    } finally {
      await database.drop();
    }
  }
  const machine = machineDescription();
  console.log(
    `\n${formatTable(results.flatMap(rowsOf))}\n\nMeasured ${startedAt.toISOString()} on ${machine}.`,
  );
  const resultsDir = path.join(projectRoot, "bench", "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `${startedAt.toISOString().slice(0, 16).replace(":", "")}Z-data-${count}.json`,
  );
  fs.writeFileSync(file, JSON.stringify({ startedAt, machine, count, results }, null, 2) + "\n");
  console.log(`Written to ${path.relative(projectRoot, file)}.`);
}
