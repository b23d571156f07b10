// A window's count of places against its live bookings: a place given back from a count already at 0 is
// said in the log, and the doctor finds every window that differs and, asked to, sets it right.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { placeFreedAtZero } from "../../../shared/rules/availability-places.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { placeRepaired, placesDrift, placesMatch, placesRepaired } from "../../../shared/rules/doctor.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { checkPlaces } from "../../cli/doctor.ts";
import { placesTakenIn } from "../../test/availability.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { findPlaceDrift } from "./place-drift.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const inDays = (days: number) => addDays(todayInLagos(), days);

async function book(date: string): Promise<Booking> {
  const payload = bookingPayload([services[0]!], { preferredDate: date, preferredTime: "morning" });
  const response = await t.app.inject({ method: "POST", url: "/api/bookings/create", payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const setCount = (date: string, taken: number) =>
  t.app.db
    .updateTable("window_places")
    .set({ taken })
    .where("date", "=", date)
    .where("time_window", "=", "morning")
    .execute();
const status = (id: string, to: string) =>
  t.app.inject({ method: "PUT", url: `/api/bookings/update-status/${id}/${to}`, headers: { cookie } });

describe("a window's places", () => {
  it("are given back when a booking is completed or cancelled, and kept while it is confirmed", async () => {
    const date = inDays(2);
    const [first, second] = [await book(date), await book(date)];
    expect(await placesTakenIn(t.app.db, date, "morning")).toBe(2);
    expect((await status(first._id, "confirmed")).statusCode).toBe(200);
    expect(await placesTakenIn(t.app.db, date, "morning")).toBe(2);
    expect((await status(first._id, "completed")).statusCode).toBe(200);
    expect(await placesTakenIn(t.app.db, date, "morning")).toBe(1);
    expect((await status(second._id, "cancelled")).statusCode).toBe(200);
    expect(await placesTakenIn(t.app.db, date, "morning")).toBe(0);
    expect(await findPlaceDrift(t.app.db)).toEqual([]);
  });

  it("says in the log when a booking gives back a place its window no longer counted", async () => {
    const date = inDays(3);
    const booking = await book(date);
    await setCount(date, 0);
    const warn = vi.spyOn(t.app.log, "warn");
    try {
      const cancelled = await t.app.inject({
        method: "DELETE",
        url: `/api/bookings/delete/${booking._id}`,
        headers: { cookie },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(warn).toHaveBeenCalledWith(
        { date, window: "morning", bookingId: booking._id },
        placeFreedAtZero(date, "morning"),
      );
    } finally {
      warn.mockRestore();
    }
    expect(await placesTakenIn(t.app.db, date, "morning")).toBe(0);
  });
});

describe("npm run admin -- doctor: places", () => {
  it("reports each window that differs, and --repair sets it to its live bookings and says so", async () => {
    const [over, under] = [inDays(4), inDays(5)];
    await book(over);
    await book(under);
    await book(under);
    await setCount(over, 3);
    await setCount(under, 0);
    expect(await checkPlaces(t.database.url)).toEqual({
      ok: false,
      line: placesDrift([
        { date: over, window: "morning", counted: 3, live: 1 },
        { date: under, window: "morning", counted: 0, live: 2 },
      ]),
    });

    const printed: string[] = [];
    expect(await checkPlaces(t.database.url, { repair: true, print: (line) => printed.push(line) })).toEqual({
      ok: true,
      line: placesRepaired(2),
    });
    expect(printed).toEqual([
      placeRepaired({ date: over, window: "morning", counted: 3, live: 1 }),
      placeRepaired({ date: under, window: "morning", counted: 0, live: 2 }),
    ]);
    expect(await placesTakenIn(t.app.db, over, "morning")).toBe(1);
    expect(await placesTakenIn(t.app.db, under, "morning")).toBe(2);
    expect(await checkPlaces(t.database.url)).toEqual({ ok: true, line: placesMatch() });
  });

  it("counts a window that lost its row altogether", async () => {
    const date = inDays(6);
    await book(date);
    await t.app.db.deleteFrom("window_places").where("date", "=", date).execute();
    expect(await findPlaceDrift(t.app.db)).toEqual([{ date, window: "morning", counted: 0, live: 1 }]);
    await checkPlaces(t.database.url, { repair: true });
    expect(await placesTakenIn(t.app.db, date, "morning")).toBe(1);
  });
});
