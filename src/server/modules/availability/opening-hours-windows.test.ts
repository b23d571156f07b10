// One source for when the business works (docs/decisions/054-opening-hours-drive-windows.md): a new site
// takes no booking on the weekdays its opening hours close, and closing or opening a day in the hours
// closes or opens its booking windows, unless the owner set that weekday otherwise under Availability.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, closedOnWeekday, weekdayOf } from "../../../shared/rules/availability.ts";
import type { Weekday } from "../../../shared/rules/settings.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 }, { newSite: true });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

/** The next date (from tomorrow) that falls on `day`. */
function next(day: Weekday): string {
  let date = addDays(todayInLagos(), 1);
  while (weekdayOf(date) !== day) date = addDays(date, 1);
  return date;
}
const settings = async () => (await t.app.inject({ url: "/api/settings" })).json() as SiteSettings;
const save = (payload: Partial<SiteSettings>) =>
  t.app.inject({ method: "PUT", url: "/api/settings", headers: { cookie }, payload });
async function openWindows(date: string): Promise<boolean[]> {
  const response = await t.app.inject({ url: `/api/availability?from=${date}&to=${date}` });
  return response.json().days[0].windows.map((window: { open: boolean }) => window.open);
}
const book = (date: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { preferredDate: date, preferredTime: "afternoon" }),
  });
async function setHours(day: Weekday, closed: boolean) {
  const { business } = await settings();
  const hours = {
    ...business.hours,
    [day]: closed ? { closed, opens: "", closes: "" } : { closed, opens: "07:00", closes: "19:00" },
  };
  const response = await save({ business: { ...business, hours } });
  expect(response.statusCode, response.body).toBe(200);
}

describe("the opening hours decide the days that take bookings", () => {
  it("a new site offers no window on Sunday, which its hours close, and says why", async () => {
    expect((await settings()).business.hours.sunday.closed).toBe(true);
    expect(await openWindows(next("sunday"))).toEqual([false, false, false]);
    expect(await openWindows(next("monday"))).toEqual([true, true, true]);
    const refused = await book(next("sunday"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("We are closed on Sundays.");
    expect(refused.json().fields).toEqual({ preferredDate: closedOnWeekday("sunday") });
    expect((await book(next("monday"))).statusCode).toBe(201);
  });

  it("closing a day in the hours closes its windows; opening it again reopens them", async () => {
    await setHours("saturday", true);
    expect(await openWindows(next("saturday"))).toEqual([false, false, false]);
    expect((await book(next("saturday"))).json().message).toBe("We are closed on Saturdays.");
    await setHours("saturday", false);
    expect(await openWindows(next("saturday"))).toEqual([true, true, true]);
    expect((await settings()).availability.capacity.saturday).toEqual({
      morning: null,
      afternoon: null,
      evening: null,
    });
  });

  it("a closed weekday the owner opens under Availability stays open when other hours change", async () => {
    const { availability } = await settings();
    const capacity = { ...availability.capacity, sunday: { morning: 2, afternoon: 0, evening: 0 } };
    expect((await save({ availability: { ...availability, capacity } })).statusCode).toBe(200);
    await setHours("friday", true);
    const after = await settings();
    expect(after.business.hours.sunday.closed).toBe(true);
    expect(after.availability.capacity.sunday).toEqual({ morning: 2, afternoon: 0, evening: 0 });
    expect(after.availability.capacity.friday).toEqual({ morning: 0, afternoon: 0, evening: 0 });
    expect(await openWindows(next("sunday"))).toEqual([true, false, false]);
    await setHours("friday", false);
  });
});
