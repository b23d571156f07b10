// A search's tab counts are kept by the app while no booking changes (decision 072): turning the pages and
// tabs of one search counts its matches once, and every change to a booking, made through the API, straight
// to the tables (as another instance would) or by a new booking, shows in the counts at once. On SQLite, and
// on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingsCountsHeader } from "../../../shared/rules/bookings-list.ts";
import { bookingListQuery } from "../../../shared/schemas/booking.ts";
import { day, scheduleKit, type ScheduleKit } from "../../test/schedule-kit.ts";
import { dialectOf } from "../../db/database.ts";
import { recordingStatements } from "../../test/statement-recorder.ts";
import { keptSearches, listBookingsPage, type BookingCounts } from "./bookings-list.repository.ts";

let k: ScheduleKit;
const ids: string[] = [];
const statuses = ["pending", "confirmed", "completed", "cancelled"] as const;

beforeAll(async () => {
  k = await scheduleKit();
  // More than a page of matches in every status, and bookings the search does not find.
  for (let n = 0; n < 60; n++)
    ids.push(await k.job({ date: day(n % 9), status: statuses[n % 4], customerName: `Adunni Kept ${n}` }));
  for (let n = 0; n < 5; n++) await k.job({ date: day(n), customerName: `Someone Else ${n}` });
});
afterAll(() => k.t.close());

/** The tab counts the list's route answers for a search, as the dashboard reads them. */
async function countsShown(query: Record<string, string>): Promise<BookingCounts> {
  const response = await k.t.app.inject({
    method: "GET",
    url: `/api/bookings/get?${new URLSearchParams(query)}`,
    headers: { cookie: k.staff },
  });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(String(response.headers[bookingsCountsHeader]));
}

/** The same counts worked out afresh from the tables, with nothing kept. */
async function countsAfresh(query: Record<string, string>): Promise<BookingCounts> {
  return (await listBookingsPage(k.t.app.db, bookingListQuery.parse(query))).counts;
}

describe("a search's tab counts, kept while no booking changes", () => {
  const search = { q: "adunni kept" };

  it("follow every change to a booking, however it is made", async () => {
    const expectFollows = async (query: Record<string, string> = search) =>
      expect(await countsShown(query)).toEqual(await countsAfresh(query));
    expect(await countsShown(search)).toEqual({
      all: 60,
      pending: 15,
      confirmed: 15,
      completed: 15,
      cancelled: 15,
    });
    // Another tab and another page of the same search: the same counts.
    expect(await countsShown({ ...search, status: "confirmed", page: "2", pageSize: "10" })).toEqual(
      await countsShown(search),
    );

    const [first, second, third, fourth] = ids as [string, string, string, string];
    const cancelled = await k.t.app.inject({
      method: "PUT",
      url: `/api/bookings/update-status/${first}/cancelled`,
      headers: { cookie: k.staff },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectFollows();
    expect((await countsShown(search)).pending).toBe(14);

    // Straight to the tables, as another instance of the app or `npm run admin` would change them.
    await k.t.app.db
      .updateTable("bookings")
      .set({ customer_name: "Renamed Away" })
      .where("id", "=", second)
      .execute();
    await expectFollows();
    expect((await countsShown(search)).all).toBe(59);
    await k.t.app.db.updateTable("bookings").set({ status: "completed" }).where("id", "=", third).execute();
    await expectFollows();
    await k.t.app.db.deleteFrom("booking_items").where("booking_id", "=", fourth).execute();
    await k.t.app.db.deleteFrom("bookings").where("id", "=", fourth).execute();
    await expectFollows();
    await k.job({ date: null, window: null, customerName: "Adunni Kept, no date yet" });
    await expectFollows();
    expect((await countsShown(search)).all).toBe(59);

    // Dates narrow a search's counts, and are kept apart from the search's own.
    const days = { ...search, from: day(0), to: day(2) };
    await expectFollows(days);
    expect((await countsShown(days)).all).toBeLessThan((await countsShown(search)).all);
    await expectFollows({ ...search, group: "series" });
  });

  it("are counted once while a search's pages and tabs are turned, and again after a change", async () => {
    const { db, seen } = recordingStatements(k.t.app.db);
    const kept = keptSearches(db);
    // The counts, and on SQLite the search's matches (decision 074), each read once for a search.
    const counted = (pattern: RegExp) => seen.filter((statement) => pattern.test(statement.sql)).length;
    const countings = () => {
      const counts = counted(/group by "?status\b/i);
      const matchings = counted(/\bmatch\b/i);
      expect(matchings).toBe(dialectOf(db) === "sqlite" ? counts : 0);
      return counts;
    };
    const turn = (query: Record<string, string>) => listBookingsPage(db, bookingListQuery.parse(query), kept);

    const firstPage = await turn({ ...search, pageSize: "10" });
    expect(countings()).toBe(1);
    const turned = [
      await turn({ ...search, pageSize: "10", page: "2" }),
      await turn({ ...search, pageSize: "10", status: "completed" }),
      await turn({ ...search, pageSize: "10", cursor: firstPage.nextCursor! }),
    ];
    expect(countings()).toBe(1);
    for (const page of turned) expect(page.counts).toEqual(firstPage.counts);
    expect(turned[2]!.bookings.map((booking) => booking._id)).toEqual(
      turned[0]!.bookings.map((booking) => booking._id),
    );

    await k.job({ date: day(3), status: "confirmed", customerName: "Adunni Kept, booked just now" });
    const afterBooking = await turn({ ...search, pageSize: "10" });
    expect(countings()).toBe(2);
    expect(afterBooking.counts).toEqual({
      ...firstPage.counts,
      all: firstPage.counts.all + 1,
      confirmed: firstPage.counts.confirmed + 1,
    });
    // Another search is counted for itself.
    await turn({ q: "someone else" });
    expect(countings()).toBe(3);
  });
});
