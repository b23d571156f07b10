// What customers may book: the availability the owner sets, as the API reports it and the booking service
// enforces it. A refused booking stores nothing and takes no place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import {
  addDays,
  availabilityDatesRequired,
  dateClosed,
  overbookedWarning,
  rangeBackwards,
  rangeTooLong,
  tooFar,
  tooSoon,
  windowClosed,
  windowFull,
  type Availability,
} from "../../../shared/rules/availability.ts";
import {
  closedDateTwice,
  daysAheadNotValid,
  jobsPerWindowNotValid,
  noticeHoursNotValid,
  windowEndsBeforeStart,
  windowsOutOfOrder,
} from "../../../shared/rules/availability-settings.ts";
import { availabilityWith, everyWindow } from "../../test/availability.ts";
import {
  bookingPayload,
  countBookings,
  seedCatalogue,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const today = () => todayInLagos();
const inDays = (days: number) => addDays(today(), days);

const saveAvailability = (availability: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/settings", headers: { cookie }, payload: { availability } });
async function setAvailability(changes: Partial<Availability>) {
  const response = await saveAvailability(availabilityWith(changes));
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const availability = (from: string, to: string) =>
  t.app.inject({ url: `/api/availability?from=${from}&to=${to}` });
const book = (date: string, window: "morning" | "afternoon" | "evening" = "morning") =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { preferredDate: date, preferredTime: window }),
  });
async function windowOf(date: string, window: string) {
  const response = await availability(date, date);
  return response.json().days[0].windows.find((w: { window: string }) => w.window === window);
}

describe("GET /api/availability", () => {
  it("gives each day's three windows with their Lagos hours; a new site sets no limit", async () => {
    await setAvailability({});
    const response = await availability(inDays(1), inDays(7));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { days } = response.json();
    expect(days.map((day: { date: string }) => day.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map(inDays));
    expect(days[0].windows).toEqual([
      { window: "morning", start: "08:00", end: "12:00", open: true, remaining: null },
      { window: "afternoon", start: "12:00", end: "16:00", open: true, remaining: null },
      { window: "evening", start: "16:00", end: "19:00", open: true, remaining: null },
    ]);
  });

  it("says past days are closed", async () => {
    const { days } = (await availability(inDays(-1), inDays(-1))).json();
    expect(days[0].windows.every((w: { open: boolean }) => !w.open)).toBe(true);
  });

  it.each([
    ["no dates", "", availabilityDatesRequired],
    ["a date that does not exist", "?from=2026-02-30&to=2026-03-01", "That date does not exist"],
    ["an end before the start", `?from=${inDays(5)}&to=${inDays(4)}`, rangeBackwards],
    ["more than 62 days", `?from=${inDays(1)}&to=${inDays(63)}`, rangeTooLong],
  ])("answers 400 with a message to %s", async (_label, query, message) => {
    const response = await t.app.inject({ url: `/api/availability${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("answers exactly 62 days", async () => {
    const response = await availability(inDays(1), inDays(62));
    expect(response.json().days).toHaveLength(62);
  });
});

describe("a booking fits the availability", () => {
  it("takes a window's last place, then answers 409 full and stores nothing; a cancellation frees it", async () => {
    await setAvailability({ capacity: everyWindow(1) });
    const date = inDays(3);
    expect(await windowOf(date, "afternoon")).toMatchObject({ open: true, remaining: 1 });
    const first = await book(date, "afternoon");
    expect(first.statusCode).toBe(201);
    expect(await windowOf(date, "afternoon")).toMatchObject({ open: false, remaining: 0 });

    const before = await countBookings(t.app.db);
    const full = await book(date, "afternoon");
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(windowFull);
    expect(await countBookings(t.app.db)).toBe(before);
    // Another window of the same day still has its place.
    expect((await book(date, "evening")).statusCode).toBe(201);

    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/delete/${first.json()._id}`,
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await windowOf(date, "afternoon")).toMatchObject({ open: true, remaining: 1 });
    expect((await book(date, "afternoon")).statusCode).toBe(201);
  });

  it("refuses a closed date with its note, and offers none of its windows", async () => {
    const date = inDays(4);
    await setAvailability({ closedDates: [{ date, note: "Independence Day" }] });
    const response = await book(date);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(dateClosed("Independence Day"));
    const { days } = (await availability(date, date)).json();
    expect(days[0].windows.map((w: { open: boolean }) => w.open)).toEqual([false, false, false]);
  });

  it("refuses a window set to take no jobs", async () => {
    const noEvenings = Object.fromEntries(
      Object.entries(everyWindow(null)).map(([day, windows]) => [day, { ...windows, evening: 0 }]),
    ) as Availability["capacity"];
    await setAvailability({ capacity: noEvenings });
    const response = await book(inDays(2), "evening");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(windowClosed);
  });

  it("refuses a window that starts sooner than the least notice", async () => {
    await setAvailability({ noticeHours: 72 });
    const response = await book(inDays(1));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(tooSoon(72));
    expect((await book(inDays(5))).statusCode).toBe(201);
  });

  it("refuses a date further ahead than the owner allows", async () => {
    await setAvailability({ daysAhead: 10 });
    const response = await book(inDays(11));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(tooFar(10));
    expect((await book(inDays(10))).statusCode).toBe(201);
  });
});

describe("the owner's availability settings", () => {
  it.each([
    [
      "a window that ends before it starts",
      { windows: { ...availabilityWith({}).windows, morning: { start: "12:00", end: "08:00" } } },
      windowEndsBeforeStart,
    ],
    [
      "a negative capacity",
      { capacity: { ...everyWindow(2), monday: { morning: -1, afternoon: 2, evening: 2 } } },
      jobsPerWindowNotValid,
    ],
    [
      "a capacity of 2.5",
      { capacity: { ...everyWindow(2), friday: { morning: 2.5, afternoon: 2, evening: 2 } } },
      jobsPerWindowNotValid,
    ],
    [
      "an afternoon that starts before the morning ends",
      {
        windows: {
          ...availabilityWith({}).windows,
          morning: { start: "08:00", end: "13:00" },
          afternoon: { start: "12:00", end: "16:00" },
        },
      },
      windowsOutOfOrder("afternoon", "morning"),
    ],
    ["a least notice of 1.5 hours", { noticeHours: 1.5 }, noticeHoursNotValid],
    ["booking 0 days ahead", { daysAhead: 0 }, daysAheadNotValid],
    [
      "the same closed date twice",
      {
        closedDates: [
          { date: "2026-12-25", note: "" },
          { date: "2026-12-25", note: "Christmas" },
        ],
      },
      closedDateTwice,
    ],
  ])("refuses %s with 400 and keeps what was saved", async (_label, changes, message) => {
    await setAvailability({ capacity: everyWindow(7) });
    const response = await saveAvailability(availabilityWith(changes as Partial<Availability>));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const saved = (await t.app.inject({ url: "/api/settings" })).json();
    expect(saved.availability.capacity.monday.morning).toBe(7);
  });

  it("refuses an unknown window name", async () => {
    const base = availabilityWith({});
    const response = await saveAvailability({
      ...base,
      windows: { ...base.windows, night: { start: "19:00", end: "22:00" } },
    });
    expect(response.statusCode).toBe(400);
  });

  it("saves a capacity below the bookings already taken, with a warning; those bookings stay", async () => {
    await setAvailability({ capacity: everyWindow(null) });
    const date = inDays(6);
    for (let i = 0; i < 3; i++) expect((await book(date, "evening")).statusCode).toBe(201);
    const before = await countBookings(t.app.db);
    const response = await setAvailability({ capacity: everyWindow(1) });
    expect(response.json().warnings).toEqual([overbookedWarning(1)]);
    expect(await countBookings(t.app.db)).toBe(before);
    expect(await windowOf(date, "evening")).toMatchObject({ open: false, remaining: 0 });
  });
});
