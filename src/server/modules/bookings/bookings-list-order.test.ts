// The bookings list for a working day (docs/decisions/061-bookings-list-for-a-working-day.md): the visits to
// come first, the next one at the top (by date, then window), then the past ones, latest first, then those
// without a date; read by page or by cursor across that boundary, each booking once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { cursorNotValid, encodeBookingsCursor, encodeCursor } from "../../../shared/rules/paging.ts";
import { fakeDate } from "../../test/fake-date.ts";
import { insertJob, type JobValues } from "../../test/job-fixtures.ts";
import { readBookingsList } from "../../test/bookings-list-read.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
const today = todayInLagos();
const inDays = (days: number) => addDays(today, days);

/** The list's order, made in an order that is neither it nor its reverse. */
const order: [string, JobValues["date"], JobValues["window"], JobValues["status"]][] = [
  ["Today Morning", inDays(0), "morning", "pending"],
  ["Today Afternoon", inDays(0), "afternoon", "confirmed"],
  ["Today Evening", inDays(0), "evening", "pending"],
  ["Today Needs Place", inDays(0), null, "pending"],
  ["Tomorrow Morning", inDays(1), "morning", "confirmed"],
  ["Next Week Evening", inDays(7), "evening", "pending"],
  ["Yesterday Evening", inDays(-1), "evening", "completed"],
  ["Yesterday Morning", inDays(-1), "morning", "completed"],
  ["Last Month", inDays(-30), "afternoon", "cancelled"],
  ["No Date", null, null, "pending"],
];
const made = [6, 2, 9, 0, 4, 8, 1, 5, 3, 7];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  const clock = fakeDate();
  try {
    for (const index of made) {
      const [customerName, date, window, status] = order[index]!;
      await insertJob(t.app.db, { customerName, date, window, ...(status ? { status } : {}) });
      clock.advance(1000);
    }
  } finally {
    clock.restore();
  }
});
afterAll(() => t.close());

async function list(query: string) {
  const read = await readBookingsList(t.app, cookie, query);
  return { ...read, names: read.rows.map((booking) => booking.customerName) };
}

const names = order.map(([name]) => name);

/** Every page by following X-Next-Cursor; `between` runs after each page read. */
async function byCursor(query: string, between?: () => void) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await list(`${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    pages.push(answer.names);
    cursor = answer.next;
    between?.();
  } while (cursor && pages.length <= names.length);
  return pages;
}

describe("GET /api/bookings/get in the order of a working day", () => {
  it("puts today's morning before its afternoon before tomorrow, then the past, latest first, then no date", async () => {
    const answer = await list("");
    expect(answer.status).toBe(200);
    expect(answer.names).toEqual(names);
    expect(answer.names[0]).toBe("Today Morning");
  });

  it("pages across the boundary without a gap or a repeat, by page and by cursor, at every page size", async () => {
    for (let pageSize = 1; pageSize <= names.length; pageSize++) {
      const byPage: string[][] = [];
      for (let page = 1; page <= Math.ceil(names.length / pageSize); page++) {
        byPage.push((await list(`pageSize=${pageSize}&page=${page}`)).names);
      }
      expect(byPage.flat(), `pageSize ${pageSize}`).toEqual(names);
      expect(await byCursor(`pageSize=${pageSize}`), `pageSize ${pageSize}`).toEqual(byPage);
    }
  });

  it("walks a week asked by its dates, as the schedule board does, across today by cursor", async () => {
    const week = order
      .filter(([, date]) => date !== null && date >= inDays(-1) && date <= inDays(6))
      .map(([name]) => name);
    expect(week).toEqual(names.filter((name) => /^(Today|Tomorrow|Yesterday)/.test(name)));
    const dates = `from=${inDays(-1)}&to=${inDays(6)}`;
    expect((await list(dates)).names).toEqual(week);
    for (let pageSize = 1; pageSize <= week.length; pageSize++) {
      expect((await byCursor(`${dates}&pageSize=${pageSize}`)).flat(), `pageSize ${pageSize}`).toEqual(week);
    }
    // A week that ended before today is past days alone; one that starts after it, days to come alone.
    expect((await list(`from=${inDays(-40)}&to=${inDays(-2)}`)).names).toEqual(["Last Month"]);
    expect((await list(`from=${inDays(2)}&to=${inDays(9)}`)).names).toEqual(["Next Week Evening"]);
  });

  it("keeps the order in a status tab and in a search, and pages them by cursor", async () => {
    const pending = order.filter(([, , , status]) => status === "pending").map(([name]) => name);
    expect((await list("status=pending")).names).toEqual(pending);
    expect((await byCursor("status=pending&pageSize=2")).flat()).toEqual(pending);
    const evenings = names.filter((name) => name.includes("Evening"));
    expect((await list("q=evening")).names).toEqual(evenings);
    expect((await byCursor("q=evening&pageSize=1")).flat()).toEqual(evenings);
  });

  it("keeps, within one date and window to come, the newest booked first, and the past backwards", async () => {
    const earlier = async (customerName: string, date: string) => {
      const made = await insertJob(t.app.db, { customerName, date, window: "morning" });
      await t.app.db
        .updateTable("bookings")
        .set({ created_at: "2020-01-01T00:00:00.000Z" })
        .where("id", "=", made.id)
        .execute();
      return made.id;
    };
    const ids = [await earlier("Booked Before", inDays(1)), await earlier("Booked Before Too", inDays(-1))];
    try {
      const shown = (await list("")).names;
      expect(shown.indexOf("Booked Before")).toBe(shown.indexOf("Tomorrow Morning") + 1);
      expect(shown.indexOf("Booked Before Too")).toBe(shown.indexOf("Yesterday Morning") - 1);
    } finally {
      await t.app.db.deleteFrom("booking_items").where("booking_id", "in", ids).execute();
      await t.app.db.deleteFrom("bookings").where("id", "in", ids).execute();
    }
  });

  it("walks on across midnight where it began: today's visits become past, yet none is shown twice or lost", async () => {
    const clock = fakeDate();
    try {
      // Two minutes before midnight in Lagos (UTC+1), signed in then, and a minute on after each page.
      const [year, month, day] = today.split("-").map(Number) as [number, number, number];
      vi.setSystemTime(Date.UTC(year, month - 1, day, 22, 58));
      cookie = await t.signIn();
      const walked = await byCursor("pageSize=3", () => clock.advance(60_000));
      expect(todayInLagos()).toBe(inDays(1));
      expect(walked.flat()).toEqual(names);
      // Read afresh, the list starts from the new day.
      expect((await list("")).names[0]).toBe("Tomorrow Morning");
    } finally {
      clock.restore();
      cookie = await t.signIn();
    }
  });

  it("refuses a cursor it did not give, one of the list's former order among them, with 400", async () => {
    const cursor = { day: today, part: "upcoming", date: inDays(1), rank: 1 } as const;
    const at = { createdAt: "2026-02-01T08:00:00.000Z", id: "walk-0001" };
    for (const bad of [
      encodeCursor(at.createdAt, at.id),
      encodeBookingsCursor({ ...cursor, ...at, date: inDays(-1) }),
      encodeBookingsCursor({ ...cursor, ...at, date: "" }),
      encodeBookingsCursor({ ...cursor, ...at, part: "past" }),
      encodeBookingsCursor({ ...cursor, ...at, part: "past", date: "" }),
      encodeBookingsCursor({ ...cursor, ...at, part: "undated" }),
      encodeBookingsCursor({ ...cursor, ...at, rank: 5 }),
      encodeBookingsCursor({ ...cursor, ...at, day: "27/11/2026" }),
      encodeBookingsCursor({ ...cursor, ...at, createdAt: "yesterday" }),
      encodeBookingsCursor({ ...cursor, ...at, id: "" }),
    ]) {
      const answer = await list(`cursor=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.json.message, bad).toBe(cursorNotValid);
    }
    // One it could have given is read, whatever the booking it names became.
    expect((await list(`cursor=${encodeBookingsCursor({ ...cursor, ...at })}`)).status).toBe(200);
  });
});
