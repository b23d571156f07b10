// What the staff open every day reads through an index, never by scanning every booking ever made
// (docs/decisions/052-indexes-and-streamed-exports.md). Each screen's own repository code runs against a
// migrated database while its SQL is captured; every statement that reads `bookings`, `booking_search_text`,
// `payments`, `audit_log` or `outbox_messages` is then explained, and a plan that walks a whole table fails
// the test.
// On PostgreSQL the planner is told to avoid sequential scans, so a small test table still shows whether
// an index can serve, and an index walked end to end only to filter its rows counts as reading the whole
// table.
import { CompiledQuery, sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./schema.ts";
import { bookingsCsvChunks } from "../modules/bookings/bookings-export.ts";
import { exportBatch, listBookingsPage } from "../modules/bookings/bookings-list.repository.ts";
import type { KeptFigures } from "../modules/reports/report-figures.ts";
import { buildReport } from "../modules/reports/reports.service.ts";
import { listAudit } from "../modules/audit/audit.repository.ts";
import { boardAnswer, type KeptBoardAnswers } from "../modules/schedule/board-days.ts";
import { countByState, listMessagesIn } from "../modules/outbox/outbox.repository.ts";
import { todayInLagos } from "../../shared/lagos-date.ts";
import { addDays } from "../../shared/rules/availability.ts";
import { encodeBookingsCursor } from "../../shared/rules/paging.ts";
import { bookingListQuery } from "../../shared/schemas/booking.ts";
import { recordingStatements } from "../test/statement-recorder.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";

let database: TestDatabase;
const today = todayInLagos();
beforeAll(async () => {
  database = await createTestDatabase();
  // PostgreSQL plans by its statistics: give it thirty thousand bookings and their statistics, so it plans
  // as it would for a business, not for an empty table.
  if (database.dialect === "postgres") {
    // A fifth of them are visits of regular series, eight or so to a series.
    await sql`insert into booking_series (id, frequency, first_date, time_window, discount_percent, status,
        created_at, updated_at)
      select 'plan-series-' || s, 'weekly', '2025-01-01', 'morning', 10, 'active', '2025-01-01T00:00:00.000Z',
        '2025-01-01T00:00:00.000Z'
      from generate_series(0, 30000 / 40) as s`.execute(database.db);
    await sql`insert into bookings (id, booking_key, customer_name, email, phone, address, notes,
        preferred_date, preferred_time, subtotal_kobo, discount_percent, discount_kobo, total_kobo, status,
        created_at, updated_at, series_id, series_index)
      select 'plan-' || n, 'P' || lpad(n::text, 9, '0'), 'Customer ' || md5(n::text), md5(n::text) || '@example.ng',
        '+234 803 ' || lpad(n::text, 7, '0'), 'Lekki', '', to_char(date '2025-01-01' + n / 40, 'YYYY-MM-DD'),
        (array['morning', 'afternoon', 'evening'])[1 + n % 3], 2500000, 0, 0, 2500000,
        (array['pending', 'confirmed', 'completed', 'cancelled'])[1 + n % 4],
        to_char(timestamp '2025-01-01' + n * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        to_char(timestamp '2025-01-01' + n * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        case when n % 5 = 0 then 'plan-series-' || (n / 40) end, case when n % 5 = 0 then n end
      from generate_series(1, 30000) as n`.execute(database.db);
    // Statistics, and the visibility map that lets an index answer alone, as autovacuum keeps them.
    await sql`vacuum analyze`.execute(database.db);
  } else {
    // SQLite plans without statistics, as the product runs it: a few thousand rows let every page be read.
    await seedSqlite(database.db, 4000);
  }
});

/** Bookings shaped as PostgreSQL's above, a fifth of them visits of series, written in a few statements. */
async function seedSqlite(db: Kysely<Database>, count: number) {
  // Ten a day, from two months ahead back over a year.
  const day = (n: number) => addDays(today, 60 - Math.floor(n / 10));
  const at = (n: number) => new Date(Date.parse("2025-06-01T00:00:00.000Z") + n * 3_600_000).toISOString();
  const series = Array.from({ length: count / 40 + 1 }, (_, s) => ({
    id: `plan-series-${s}`,
    frequency: "weekly",
    first_date: today,
    time_window: "morning",
    discount_percent: 10,
    status: "active",
    created_at: at(0),
    updated_at: at(0),
  }));
  await db.insertInto("booking_series").values(series).execute();
  const rows = Array.from({ length: count }, (_, n) => ({
    id: `plan-${n}`,
    booking_key: `P${String(n).padStart(9, "0")}`,
    customer_name: `Customer ${n}`,
    email: `customer${n}@example.ng`,
    phone: `+234 803 ${String(n).padStart(7, "0")}`,
    address: "Lekki",
    notes: "",
    preferred_date: day(n),
    preferred_time: (["morning", "afternoon", "evening"] as const)[n % 3]!,
    subtotal_kobo: 2_500_000,
    discount_percent: 0,
    discount_kobo: 0,
    total_kobo: 2_500_000,
    status: (["pending", "confirmed", "completed", "cancelled"] as const)[n % 4]!,
    created_at: at(n),
    updated_at: at(n),
    series_id: n % 5 === 0 ? `plan-series-${Math.floor(n / 40)}` : null,
    series_index: n % 5 === 0 ? n : null,
  }));
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto("bookings")
      .values(rows.slice(start, start + 100))
      .execute();
}
afterAll(() => database.drop());

/** Runs `work` against a database that records every statement it sends. */
async function statementsOf(work: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const { db, seen } = recordingStatements(database.db);
  await work(db);
  return seen;
}

const watchedTables = /\b(bookings|booking_search_text|payments|audit_log|outbox_messages)\b/;

/** The plan's lines that read a whole watched table. */
async function fullScans(statement: CompiledQuery): Promise<string[]> {
  if (database.dialect === "sqlite") {
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    // "SCAN bookings" (or its alias) reads every row; "SCAN bookings USING INDEX …" walks an index in order and stops at the limit.
    // A scan of a common table expression reads the rows it made, whose own reads are in the plan too.
    const expressions = new Set(
      [...statement.sql.matchAll(/(?:with|,)\s+"?(\w+)"?\s+as\s+\(/gi)].map((m) => m[1]),
    );
    // The day counts hold a few rows a day of business, summed whole by design (migration 028).
    expressions.add("booking_day_counts");
    return plan.rows
      .map((row) => row.detail)
      .filter((detail) => /^SCAN (?!\(|CONSTANT)/.test(detail) && !/USING|VIRTUAL TABLE INDEX/.test(detail))
      .filter((detail) => !expressions.has(detail.slice("SCAN ".length)));
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
    );
    return wholeTableReads(plan.rows[0]!["QUERY PLAN"][0].Plan);
  });
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/**
 * A PostgreSQL plan's nodes that read a whole watched table: a sequential scan, or an index walked from
 * end to end only to filter its rows (an index scan with a filter and no index condition) where no limit
 * stops it once the page's rows are found.
 */
function wholeTableReads(node: PlanNode, underLimit = false): string[] {
  const table = node["Relation Name"];
  const walksToFilter = /Index( Only)? Scan/.test(node["Node Type"]) && !node["Index Cond"] && !!node.Filter;
  const reads =
    !!table &&
    watchedTables.test(table) &&
    (node["Node Type"] === "Seq Scan" || (walksToFilter && !underLimit));
  const limited = underLimit || node["Node Type"] === "Limit";
  return [
    ...(reads ? [`${node["Node Type"]} on ${table}`] : []),
    ...(node.Plans ?? []).flatMap((child) => wholeTableReads(child, limited)),
  ];
}

async function expectNoFullScan(work: (db: Kysely<Database>) => Promise<unknown>) {
  const statements = (await statementsOf(work)).filter((statement) => watchedTables.test(statement.sql));
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    expect(await fullScans(statement), statement.sql).toEqual([]);
  }
}

/** Whether a statement's plan reads the table's index alone, never its rows (a covering index). */
async function readsIndexAlone(statement: CompiledQuery): Promise<boolean> {
  if (database.dialect === "sqlite") {
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    return plan.rows.some((row) => /USING COVERING INDEX/.test(row.detail));
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
    );
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    return nodes(plan.rows[0]!["QUERY PLAN"][0].Plan).some((node) => node["Node Type"] === "Index Only Scan");
  });
}

/**
 * Whether a statement sorts every row it reads before its limit, rather than reading an index in the list's
 * order (a sort of the last keys within one date and window is no such sort).
 */
async function sortsEveryRow(statement: CompiledQuery): Promise<boolean> {
  if (database.dialect === "sqlite") {
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    return plan.rows.some((row) => /^USE TEMP B-TREE FOR ORDER BY/.test(row.detail));
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
    );
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    return nodes(plan.rows[0]!["QUERY PLAN"][0].Plan).some((node) => node["Node Type"] === "Sort");
  });
}

const listQuery = (query: Record<string, string>) => bookingListQuery.parse(query);
/** A cursor in each part of the list: a visit to come, a past one, one without a date. */
const cursors = [
  encodeBookingsCursor({
    day: today,
    part: "upcoming",
    date: addDays(today, 3),
    rank: 2,
    createdAt: "2025-06-01T00:00:00.000Z",
    id: "plan-1",
  }),
  encodeBookingsCursor({
    day: today,
    part: "past",
    date: "2025-06-01",
    rank: 2,
    createdAt: "2025-06-01T00:00:00.000Z",
    id: "plan-1",
  }),
  encodeBookingsCursor({
    day: today,
    part: "undated",
    date: "",
    rank: 4,
    createdAt: "2025-06-01T00:00:00.000Z",
    id: "plan-1",
  }),
];

describe("the plans of the staff's daily screens", () => {
  it("the bookings list's first page, its status counts and a status tab", async () => {
    await expectNoFullScan((db) => listBookingsPage(db, listQuery({})));
    await expectNoFullScan((db) => listBookingsPage(db, listQuery({ status: "pending" })));
  });

  it("a search by a name, an email, a booking ID or a phone number, in every tab", async () => {
    for (const q of ["chiamaka", "obi@example", "cl-7k3q", "0803 123"]) {
      await expectNoFullScan((db) => listBookingsPage(db, listQuery({ q })));
      await expectNoFullScan((db) => listBookingsPage(db, listQuery({ q, status: "confirmed" })));
    }
  });

  it("a late page of the bookings list", async () => {
    await expectNoFullScan((db) => listBookingsPage(db, listQuery({ page: "40", pageSize: "100" })));
  });

  it("the bookings list's status counts come from the day counts, and a search's from an index alone", async () => {
    const counted = (query: Record<string, string>) =>
      statementsOf((db) => listBookingsPage(db, listQuery(query))).then((statements) =>
        statements.filter((statement) => /group by "?status\b/i.test(statement.sql)),
      );
    const unsearched: Record<string, string>[] = [
      {},
      { status: "pending" },
      { from: today, to: addDays(today, 6) },
      { group: "series" },
    ];
    for (const query of unsearched) {
      const statements = await counted(query);
      expect(statements.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const { sql } of statements)
        expect(sql, JSON.stringify(query)).toMatch(/from "(booking_day_counts|series_status_visits)"/);
    }
    // A search's, on PostgreSQL, from the search text kept with each booking's status (migration 031).
    const [searched] = await counted({ q: "chiamaka" });
    expect(searched?.sql).toMatch(
      database.dialect === "postgres" ? /from "booking_search_text"/ : /from "bookings"/,
    );
  });

  it("a search matching thousands of bookings walks the list's indexes and answers as the list does", async () => {
    // Every seeded booking is a "Customer …": the search keeps them all, so it must answer as no search does.
    const ids = (page: { bookings: { _id: string }[] }) => page.bookings.map((booking) => booking._id);
    const { nextCursor } = await listBookingsPage(database.db, listQuery({ pageSize: "100" }));
    const queries: Record<string, string>[] = [
      {},
      { status: "confirmed" },
      { page: "7" },
      { group: "series" },
      { group: "series", page: "3" },
      { pageSize: "100", cursor: nextCursor! },
    ];
    for (const query of queries) {
      const [everyone, searched] = await Promise.all([
        listBookingsPage(database.db, listQuery(query)),
        listBookingsPage(database.db, listQuery({ ...query, q: "customer" })),
      ]);
      expect(searched.counts, JSON.stringify(query)).toEqual(everyone.counts);
      expect(ids(searched), JSON.stringify(query)).toEqual(ids(everyone));
    }
    const exported = async (q: string) => {
      let text = "";
      for await (const chunk of bookingsCsvChunks(database.db, { q })) text += chunk;
      return text;
    };
    expect(await exported("customer")).toEqual(await exported(""));
    if (database.dialect === "postgres") {
      // PostgreSQL finds a few matches in the search text (migration 031), and walks an index past thousands.
      const pageReadsSearchText = async (q: string) => {
        const statements = await statementsOf((db) => listBookingsPage(db, listQuery({ q })));
        const pages = statements.filter((statement) => /^select \* from "bookings"/.test(statement.sql));
        expect(pages.length, q).toBeGreaterThan(0);
        return pages.some((statement) => /booking_search_text/.test(statement.sql));
      };
      expect(await pageReadsSearchText("customer c4ca4238")).toBe(true);
      expect(await pageReadsSearchText("customer")).toBe(false);
      return;
    }

    // SQLite reads a few matches by rowid, and walks an index past thousands of them.
    const readsByRowid = async (q: string) => {
      for (const statement of await statementsOf((db) => listBookingsPage(db, listQuery({ q })))) {
        const plan = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
        );
        if (plan.rows.some((row) => /^SEARCH bookings USING INTEGER PRIMARY KEY/.test(row.detail)))
          return true;
      }
      return false;
    };
    expect(await readsByRowid("customer 123")).toBe(true);
    expect(await readsByRowid("customer")).toBe(false);
  });

  it("the outbox's counts come from an index alone", async () => {
    const counts = (await statementsOf((db) => countByState(db))).filter((statement) =>
      /group by "?state\b/i.test(statement.sql),
    );
    expect(counts).toHaveLength(1);
    for (const statement of counts) expect(await readsIndexAlone(statement), statement.sql).toBe(true);
  });

  it("a page of the bookings list after its cursor, in every tab and in a search", async () => {
    for (const cursor of cursors) {
      await expectNoFullScan((db) => listBookingsPage(db, listQuery({ cursor })));
      await expectNoFullScan((db) => listBookingsPage(db, listQuery({ cursor, status: "cancelled" })));
      await expectNoFullScan((db) => listBookingsPage(db, listQuery({ cursor, q: "chiamaka" })));
    }
  });

  it("the past of the bookings list is read in its order from an index, never sorted whole", async () => {
    // The visits to come end at the booking horizon; the past grows with every year of business.
    const readsOfThePast = /order by coalesce\("preferred_date", ''\) desc/;
    const pages: Record<string, string>[] = [
      {},
      { status: "pending" },
      { group: "series" },
      { group: "series", status: "pending" },
    ];
    for (const page of pages) {
      // Read by its cursor, as the board walks it: a page by its number costs its offset either way.
      const query = { ...page, cursor: cursors[1]! };
      const reads = (await statementsOf((db) => listBookingsPage(db, listQuery(query)))).filter((statement) =>
        readsOfThePast.test(statement.sql),
      );
      expect(reads.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const statement of reads) expect(await sortsEveryRow(statement), statement.sql).toBe(false);
    }
  });

  it("the bookings list with a row per series: pages, tabs, a search, a late page and pages after a cursor", async () => {
    const group = "series";
    await expectNoFullScan((db) => listBookingsPage(db, listQuery({ group })));
    await expectNoFullScan((db) => listBookingsPage(db, listQuery({ group, status: "pending" })));
    await expectNoFullScan((db) =>
      listBookingsPage(db, listQuery({ group, from: today, to: addDays(today, 6) })),
    );
    await expectNoFullScan((db) => listBookingsPage(db, listQuery({ group, q: "chiamaka" })));
    await expectNoFullScan((db) => listBookingsPage(db, listQuery({ group, page: "40", pageSize: "100" })));
    for (const cursor of cursors) {
      await expectNoFullScan((db) => listBookingsPage(db, listQuery({ group, cursor })));
      await expectNoFullScan((db) => listBookingsPage(db, listQuery({ group, cursor, status: "confirmed" })));
    }
  });

  it("the outbox's counts, its first page and a page after its cursor", async () => {
    const after = { createdAt: "2026-01-01T00:00:00.000Z", id: "x" };
    await expectNoFullScan((db) => countByState(db));
    await expectNoFullScan((db) => listMessagesIn(db, "sent", 51, 0));
    await expectNoFullScan((db) => listMessagesIn(db, "sent", 51, 0, after));
  });

  it("a batch of the bookings export, after its cursor", async () => {
    const filters = { q: "" };
    await expectNoFullScan((db) =>
      exportBatch(db, filters, { createdAt: "2026-01-01T00:00:00.000Z", id: "x" }, 500),
    );
    await expectNoFullScan((db) => exportBatch(db, { ...filters, status: "completed" }, undefined, 500));
  });

  it("the schedule board's week", async () => {
    await expectNoFullScan((db) =>
      listBookingsPage(db, listQuery({ from: "2026-12-07", to: "2026-12-13", pageSize: "100" })),
    );
    const week = { from: addDays(today, 7), to: addDays(today, 13) };
    const kept: KeptBoardAnswers = new Map();
    await expectNoFullScan((db) => boardAnswer(db, week, kept, JSON.stringify));
    // Read again with no day of it changed: the days' versions, and nothing else.
    const again = await statementsOf((db) => boardAnswer(db, week, kept, JSON.stringify));
    expect(again.map((statement) => statement.sql)).toEqual([
      expect.stringMatching(/from "report_day_versions"/),
    ]);
  });

  it("a month's report", async () => {
    await expectNoFullScan((db) => buildReport(db, { from: "2026-11-01", to: "2026-11-30" }));
  });

  it("a second report of the same month sums its day summaries, reading no booking to group it", async () => {
    const period = { from: "2026-10-01", to: "2026-10-31" };
    const grouped = (statements: CompiledQuery[]) =>
      statements.filter((statement) => /group by/i.test(statement.sql));
    expect(grouped(await statementsOf((db) => buildReport(db, period))).length).toBeGreaterThan(0);
    const second = await statementsOf((db) => buildReport(db, period));
    expect(grouped(second)).toEqual([]);
    expect(second.some((statement) => /from "report_day_summaries"/.test(statement.sql))).toBe(true);
  });

  it("a report asked for again, with no day changed since, reads only the days' versions", async () => {
    const period = { from: "2026-09-01", to: "2026-09-30" };
    const kept: KeptFigures = new Map();
    await buildReport(database.db, period, kept);
    const again = await statementsOf((db) => buildReport(db, period, kept));
    const tablesRead = again.map((statement) => /from "(\w+)"/.exec(statement.sql)?.[1]);
    // The versions, then (when the period has lines) the categories their services are in now.
    expect(tablesRead[0]).toBe("report_day_versions");
    expect(tablesRead.slice(1).filter((table) => table !== "services")).toEqual([]);
  });

  it("reports of one period asked for at once share one computation", async () => {
    const period = { from: "2026-08-01", to: "2026-08-31" };
    const grouped = (statements: CompiledQuery[]) =>
      statements.filter((statement) => /group by/i.test(statement.sql)).length;
    const kept: KeptFigures = new Map();
    const atOnce = await statementsOf((db) =>
      Promise.all(Array.from({ length: 5 }, () => buildReport(db, period, kept))),
    );
    // What one computation of the period groups, with its stored days thrown away.
    await database.db.deleteFrom("report_day_summaries").execute();
    const once = grouped(await statementsOf((db) => buildReport(db, period)));
    expect(once).toBeGreaterThan(0);
    expect(grouped(atOnce)).toBe(once);
  });

  it("the activity list", async () => {
    await expectNoFullScan((db) => listAudit(db, 100));
    await expectNoFullScan((db) => listAudit(db, 100, { key: "2026-01-01T00:00:00.000Z", id: "x" }));
  });
});
