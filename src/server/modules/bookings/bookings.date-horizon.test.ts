// A visit more than a year ahead is refused: nobody books a cleaning for 2099.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addYears, todayInLagos } from "../../../shared/lagos-date.ts";
import { preferredDateTooFar } from "../../../shared/rules/booking-date.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  bookingPayload,
  countBookings,
  seedCatalogue,
  type SeededService,
} from "../../test/booking-fixtures.ts";

let t: TestApp;
let services: SeededService[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const book = (preferredDate: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { preferredDate }),
  });
const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe("a booking's preferred date", () => {
  it.each([
    ["the day after a year from today", () => dayAfter(addYears(todayInLagos(), 1))],
    ["two years ahead", () => addYears(todayInLagos(), 2)],
    ["the year 2099", () => "2099-12-31"],
  ])("refuses %s with 400 and a message, storing nothing", async (_label, date) => {
    const before = await countBookings(t.app.db);
    const response = await book(date());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: preferredDateTooFar,
      fields: { preferredDate: preferredDateTooFar },
    });
    expect(await countBookings(t.app.db)).toBe(before);
  });

  it("takes the same day a year from today", async () => {
    const response = await book(addYears(todayInLagos(), 1));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().preferredDate).toBe(addYears(todayInLagos(), 1));
  });
});
