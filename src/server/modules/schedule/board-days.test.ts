// The schedule board reads its day or week in one answer (`GET /api/bookings/board`): the bookings the
// list's pages would bring one after another, in their order; kept by the app, yet following every change
// to a booking of those days, whoever makes it and however. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rangeBackwards } from "../../../shared/rules/availability.ts";
import { nextCursorHeader } from "../../../shared/rules/paging.ts";
import { boardRangeTooLong } from "../../../shared/rules/schedule.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { newId } from "../../lib/ids.ts";
import { day, scheduleKit, type ScheduleKit } from "../../test/schedule-kit.ts";

let k: ScheduleKit;
beforeAll(async () => {
  k = await scheduleKit();
});
afterAll(() => k.t.close());

const week = { from: day(70), to: day(76) };

async function board(query: Record<string, string>, cookie = k.staff, headers: Record<string, string> = {}) {
  return k.t.app.inject({
    method: "GET",
    url: `/api/bookings/board?${new URLSearchParams(query)}`,
    headers: { cookie, ...headers },
  });
}

async function boardOf(days: { from: string; to: string }): Promise<Booking[]> {
  const response = await board(days);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json();
}

/** The same days as the bookings list gives them, page after page by its cursor. */
async function listed(days: { from: string; to: string }): Promise<Booking[]> {
  const bookings: Booking[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ ...days, pageSize: "100", ...(cursor ? { cursor } : {}) });
    const response = await k.t.app.inject({
      method: "GET",
      url: `/api/bookings/get?${query}`,
      headers: { cookie: k.staff },
    });
    expect(response.statusCode, response.body).toBe(200);
    bookings.push(...(response.json() as Booking[]));
    cursor = response.headers[nextCursorHeader] as string | undefined;
  } while (cursor);
  return bookings;
}

describe("the schedule board's days in one answer", () => {
  let ids: string[] = [];
  beforeAll(async () => {
    // More than a page of the list: 150 jobs over the week, and one on each side of it.
    const windows = ["morning", "afternoon", "evening"] as const;
    ids = [];
    for (let n = 0; n < 150; n++)
      ids.push(await k.job({ date: day(70 + (n % 7)), window: windows[n % 3]!, customerName: `Board ${n}` }));
    await k.job({ date: day(69), customerName: "The day before" });
    await k.job({ date: day(77), customerName: "The day after" });
  });

  it("answers every booking of the week, as the list's pages bring them and in their order", async () => {
    const answer = await boardOf(week);
    expect(answer).toHaveLength(150);
    expect(answer).toEqual(await listed(week));
    expect(new Set(answer.map((booking) => booking._id))).toEqual(new Set(ids));
    // Compressed as the browser accepts, and kept so: the same bookings once decoded.
    for (const [encoding, decode] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      for (let time = 0; time < 2; time++) {
        const response = await board(week, k.staff, { "accept-encoding": encoding });
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(answer);
      }
    }
    const oneDay = await boardOf({ from: day(72), to: day(72) });
    expect(oneDay.map((booking) => booking.preferredDate)).toEqual(Array(oneDay.length).fill(day(72)));
    expect(oneDay).toEqual(await listed({ from: day(72), to: day(72) }));
  });

  it("follows every change to a booking of the week, though it keeps the week it read", async () => {
    const [first, second, third] = ids as [string, string, string];
    const outside = await k.job({ date: day(80), customerName: "Moved in" });
    const expectFollows = async () => expect(await boardOf(week)).toEqual(await listed(week));
    await expectFollows();

    const crew = await k.crew();
    expect((await k.assign(first, crew)).statusCode).toBe(200);
    await expectFollows();
    // Straight to the tables, as another instance of the app or `npm run admin` would change them.
    await k.t.app.db
      .updateTable("bookings")
      .set({ notes: "Gate code 4411" })
      .where("id", "=", second)
      .execute();
    await expectFollows();
    await k.t.app.db
      .updateTable("booking_items")
      .set({ unit: "room" })
      .where("booking_id", "=", third)
      .execute();
    await expectFollows();
    await k.t.app.db
      .insertInto("payments")
      .values({
        id: newId(),
        booking_id: third,
        amount_kobo: 1_000_000,
        method: "online",
        paid_on: day(0),
        reverses_id: null,
        recorded_by: "paystack",
        created_at: new Date().toISOString(),
      })
      .execute();
    await expectFollows();
    expect((await boardOf(week)).find((booking) => booking._id === third)).toMatchObject({
      paid: 10_000,
      paidOnline: 10_000,
    });
    expect(
      (await k.move(outside, { preferredDate: day(74), preferredTime: "evening", overbook: true }))
        .statusCode,
    ).toBe(200);
    await expectFollows();
    expect((await boardOf(week)).map((booking) => booking._id)).toContain(outside);
    await k.t.app.db.deleteFrom("booking_items").where("booking_id", "=", first).execute();
    await k.t.app.db.deleteFrom("bookings").where("id", "=", first).execute();
    await expectFollows();
    expect(await boardOf(week)).toHaveLength(150);
  });

  it("answers the owner too, and asks for a session", async () => {
    expect(await boardOf(week)).toEqual(
      await board(week, k.owner).then((response) => response.json() as Booking[]),
    );
    const anonymous = await k.t.app.inject({
      method: "GET",
      url: `/api/bookings/board?${new URLSearchParams(week)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses missing, impossible, backwards or longer-than-a-week days with a message", async () => {
    const refusals: [Record<string, string>, string | RegExp][] = [
      [{ to: week.to }, /./],
      [{ from: week.from, to: "2026-02-30" }, "That date does not exist"],
      [{ from: week.to, to: week.from }, rangeBackwards],
      [{ from: week.from, to: day(77) }, boardRangeTooLong],
    ];
    for (const [query, message] of refusals) {
      const response = await board(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message, JSON.stringify(query)).toMatch(message);
    }
  });
});
