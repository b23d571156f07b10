// A search's matches kept in a temporary table on SQLite (decision 074): a search's pages read the same
// bookings as without them, a new booking shows at once, a table outdated or let go is dropped, and never
// under a request still reading it.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingListQuery } from "../../../shared/schemas/booking.ts";
import { day, scheduleKit, type ScheduleKit } from "../../test/schedule-kit.ts";
import { keptSearches, listBookingsPage } from "./bookings-list.repository.ts";
import { keptSearchMatches, type MatchesTable } from "./search-matches.ts";

let k: ScheduleKit;
const statuses = ["pending", "confirmed", "completed", "cancelled"] as const;

describe.skipIf(process.env.TEST_DIALECT === "postgres")("a search's matches, kept on SQLite", () => {
  beforeAll(async () => {
    k = await scheduleKit();
    for (let n = 0; n < 30; n++)
      await k.job({ date: day(n % 7), status: statuses[n % 4], customerName: `Kemi Matched ${n}` });
    for (let n = 0; n < 5; n++) await k.job({ date: day(n), customerName: `Someone Else ${n}` });
  });
  afterAll(() => k?.t.close());

  const tables = async () =>
    (
      await sql<{ name: string }>`select name from sqlite_temp_master where type = 'table'`.execute(
        k.t.app.db,
      )
    ).rows.map((row) => row.name);
  const list = (query: Record<string, string>, kept?: ReturnType<typeof keptSearches>) =>
    listBookingsPage(k.t.app.db, bookingListQuery.parse(query), kept);
  const idsOf = (page: Awaited<ReturnType<typeof list>>) => page.bookings.map((booking) => booking._id);

  it("reads every page and tab as the search itself does, and shows a new match at once", async () => {
    // Every search with a match in a table, however few.
    const kept = keptSearches(k.t.app.db, 1);
    const queries: Record<string, string>[] = [
      { q: "kemi matched", pageSize: "8" },
      { q: "kemi matched", pageSize: "8", page: "3" },
      { q: "kemi matched", pageSize: "8", status: "confirmed" },
      { q: "matched 1", pageSize: "8" },
      { q: "nobody at all" },
    ];
    for (const query of queries) {
      const fresh = await list(query);
      const fromKept = await list(query, kept);
      expect(idsOf(fromKept)).toEqual(idsOf(fresh));
      expect(fromKept.counts).toEqual(fresh.counts);
    }
    // Two searches with matches, a table each; none for the search without.
    expect(await tables()).toHaveLength(2);

    const before = await list({ q: "kemi matched", status: "pending" }, kept);
    const added = await k.job({ date: day(1), status: "pending", customerName: "Kemi Matched, just now" });
    const after = await list({ q: "kemi matched", status: "pending" }, kept);
    expect(idsOf(after)).toContain(added);
    expect(after.total).toBe(before.total + 1);
    // The outdated table is gone: one table for each search still kept.
    expect(await tables()).toHaveLength(2);
  });

  it("drops a table it lets go, once the request reading it has finished", async () => {
    const kept = keptSearchMatches(k.t.app.db, 2, 1);
    const match = (word: string) => `{customer_name} : "${word}"`;
    const before = await tables();
    const made = async () => (await tables()).filter((name) => !before.includes(name));
    let started!: () => void;
    let finish!: () => void;
    const reading = kept(match("kemi"), "v1", async (matches) => {
      const { table, count } = matches as MatchesTable;
      started();
      await new Promise<void>((resolve) => (finish = resolve));
      // Still there, and still whole, though newer versions came in meanwhile.
      const { rows } = await sql<{ n: number }>`select count(*) as n from temp.${sql.id(table)}`.execute(
        k.t.app.db,
      );
      return { table, count, held: Number(rows[0]?.n) };
    });
    await new Promise<void>((resolve) => (started = resolve));
    // Newer versions of the same search, then two more searches: more than the two kept.
    const newer = await kept(match("kemi"), "v2", async (matches) => (matches as MatchesTable).table);
    for (const word of ["someone", "else"]) await kept(match(word), "v2", async () => null);

    const meanwhile = await made();
    finish();
    const read = await reading;
    expect(read.count).toBeGreaterThanOrEqual(30);
    expect(read.held).toBe(read.count);
    expect(meanwhile).toContain(read.table);
    expect(meanwhile).not.toContain(newer);
    expect(meanwhile).toHaveLength(3);
    // Once read, the outdated table goes too: the two searches kept are left.
    await vi.waitFor(async () => expect(await made()).not.toContain(read.table));
    expect(await made()).toHaveLength(2);
  });

  it("lists the matches of a search with few, and reads it the same", async () => {
    const before = await tables();
    // In a table from 20 matches: "kemi matched" has 31, "matched 1" 11 ("Matched 1" and "Matched 10" to 19).
    const kept = keptSearches(k.t.app.db, 20);
    const queries: Record<string, string>[] = [
      { q: "matched 1" },
      { q: "matched 1", status: "pending" },
      { q: "kemi matched" },
    ];
    for (const query of queries) {
      const fresh = await list(query);
      const fromKept = await list(query, kept);
      expect(idsOf(fromKept)).toEqual(idsOf(fresh));
      expect(fromKept.counts).toEqual(fresh.counts);
    }
    expect((await list({ q: "matched 1" })).counts.all).toBe(11);
    // One table, for the search with many matches.
    expect((await tables()).filter((name) => !before.includes(name))).toHaveLength(1);
  });
});
