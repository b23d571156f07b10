// SQLite's search index merged into one b-tree (decision 075): every search finds what it found before, a
// merged index has nothing left to merge until a booking is written, and requests go on between slices.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingIdPrefix } from "../../../shared/booking-id.ts";
import { bookingListQuery } from "../../../shared/schemas/booking.ts";
import { insertJob } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { listBookingsPage } from "./bookings-list.repository.ts";
import { mergeSearchIndex } from "./search-index-upkeep.ts";

let t: TestApp;
const keys: string[] = [];

/** Bookings written one at a time, as customers book: each leaves a small b-tree in the index. */
async function bookOneByOne(count: number, name: string) {
  for (let n = 0; n < count; n++) {
    const { key } = await insertJob(t.app.db, {
      date: "2027-01-15",
      window: "morning",
      customerName: `${name} ${n}`,
      phone: `+234 803 555 ${String(1000 + n)}`,
    });
    keys.push(key);
  }
}

describe.skipIf(process.env.TEST_DIALECT === "postgres")("the search index, merged into one", () => {
  beforeAll(async () => {
    t = await createTestApp();
    await bookOneByOne(60, "Adaeze Merged");
  });
  afterAll(() => t?.close());

  const found = async (q: string) =>
    (await listBookingsPage(t.app.db, bookingListQuery.parse({ q, pageSize: "100" }))).bookings
      .map((booking) => booking._id)
      .sort();
  const searches = () => [
    "adaeze merged",
    "merged 4",
    `${bookingIdPrefix}-${keys[7]}`,
    "803 555 1012",
    "zzz-none",
  ];

  it("merges what bookings written one by one left in pieces, and every search finds what it did", async () => {
    const before = await Promise.all(searches().map(found));
    expect(before[0]).toHaveLength(60);
    expect(before[1]).toHaveLength(11); // "Merged 4" and "Merged 40" to "Merged 49"
    expect(before[2]).toHaveLength(1);
    expect(before[3]).toHaveLength(1);

    expect(await t.app.searchIndexUpkeep.runOnce()).toBeGreaterThan(0);
    // FTS5 checks its index against the bookings it was made from, and throws on any difference.
    await sql`insert into booking_search (booking_search) values ('integrity-check')`.execute(t.app.db);
    // One b-tree is left: nothing more to merge.
    expect(await mergeSearchIndex(t.app.db)).toBe(0);
    expect(await Promise.all(searches().map(found))).toEqual(before);

    // A booking written since leaves a b-tree of its own beside the merged one, and is found.
    await bookOneByOne(1, "Adaeze Merged Later");
    expect(await mergeSearchIndex(t.app.db)).toBeGreaterThan(0);
    expect(await found("merged later")).toHaveLength(1);
  });

  it("answers requests between its slices, and stops between them when told", async () => {
    await bookOneByOne(120, "Kemi Pieces");
    const stop = new AbortController();
    let finished = false;
    const merging = mergeSearchIndex(t.app.db, { pages: 1, signal: stop.signal }).then((slices) => {
      finished = true;
      return slices;
    });
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(finished).toBe(false);
    stop.abort();
    expect(await merging).toBeGreaterThan(0);
    // Stopped midway, the index is whole and searches find every booking; the next run finishes the merge.
    await sql`insert into booking_search (booking_search) values ('integrity-check')`.execute(t.app.db);
    const pieces = await listBookingsPage(t.app.db, bookingListQuery.parse({ q: "kemi pieces" }));
    expect(pieces.total).toBe(120);
    expect(await mergeSearchIndex(t.app.db)).toBeGreaterThan(0);
    expect(await mergeSearchIndex(t.app.db)).toBe(0);
  });
});
