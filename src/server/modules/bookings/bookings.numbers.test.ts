// A booking's prices are JSON numbers: the booking form sends nothing else, so nothing else is taken.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  servicePriceNotANumber,
  totalPriceNotANumber,
  totalPriceRequired,
} from "../../../shared/rules/number.ts";
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

const book = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/bookings/create", payload: payload as object });

describe("a booking's numbers", () => {
  it.each([
    ["null", null, totalPriceRequired],
    ["true", true, totalPriceNotANumber],
    ["a list", [], totalPriceNotANumber],
    ["text", "45000", totalPriceNotANumber],
  ])("refuses a total of %s with 400 and a message", async (_label, totalPrice, message) => {
    const before = await countBookings(t.app.db);
    const response = await book({ ...bookingPayload([services[0]!]), totalPrice });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { totalPrice: message } });
    expect(await countBookings(t.app.db)).toBe(before);
  });

  it.each([
    ["true", true],
    ["null", null],
    ["a list", []],
    ["text", "45000"],
  ])("refuses a service price of %s with 400 and a message", async (_label, price) => {
    const before = await countBookings(t.app.db);
    const payload = bookingPayload([services[0]!]);
    const response = await book({ ...payload, services: [{ ...payload.services[0], price }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: servicePriceNotANumber,
      fields: { "services.0.price": servicePriceNotANumber },
    });
    expect(await countBookings(t.app.db)).toBe(before);
  });
});
