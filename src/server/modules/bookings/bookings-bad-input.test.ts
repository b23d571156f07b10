// Bad input to the booking API: a missing, malformed, unknown or tampered field is refused with a 4xx and a
// message, and stores nothing; a total within a kobo is taken, and HTML is stored as it was typed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { pricesChanged } from "../../../shared/schemas/booking.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  bookingPayload,
  countBookings,
  seedCatalogue,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { pastDateMessage, requiredFieldsMessage } from "../../../shared/rules/booking.ts";

let t: TestApp;
let services: SeededService[];
const [deep, sofa, windows] = [0, 1, 2];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const book = (payload: unknown, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/bookings/create", payload: payload as object, remoteAddress });

describe("bad input to POST /api/bookings/create", () => {
  it.each([
    ["customerName", requiredFieldsMessage],
    ["email", "Email is required"],
    ["phone", requiredFieldsMessage],
    ["address", requiredFieldsMessage],
    ["services", requiredFieldsMessage],
    ["totalPrice", "Total price is required"],
  ])("refuses a booking without %s with 400 naming the field", async (field, message) => {
    const before = await countBookings(t.app.db);
    const payload: Record<string, unknown> = { ...bookingPayload([services[deep]!]) };
    delete payload[field];
    const response = await book(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await countBookings(t.app.db)).toBe(before);
  });

  it.each([
    ["blank name", { customerName: "   " }, "customerName"],
    ["no services", { services: [] }, "services"],
    ["a malformed email", { email: "not-an-email" }, "email"],
    ["a malformed phone", { phone: "call me" }, "phone"],
    ["an unknown time window", { preferredTime: "midnight" }, "preferredTime"],
    ["an impossible date", { preferredDate: "2026-02-30" }, "preferredDate"],
    ["100 KB of notes", { notes: "x".repeat(100 * 1024) }, "notes"],
    ["a total that is not a number", { totalPrice: "57500" }, "totalPrice"],
  ])("refuses %s with 400", async (_label, change, field) => {
    const before = await countBookings(t.app.db);
    const response = await book({ ...bookingPayload([services[deep]!]), ...change });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe("string");
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await countBookings(t.app.db)).toBe(before);
  });

  it("refuses a preferred date in the past", async () => {
    const yesterday = todayInLagos(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const response = await book(bookingPayload([services[deep]!], { preferredDate: yesterday }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: pastDateMessage,
      fields: { preferredDate: pastDateMessage },
    });
  });

  it("refuses an unknown service id, naming the service", async () => {
    const before = await countBookings(t.app.db);
    const payload = bookingPayload([services[deep]!]);
    payload.services.push({ _id: "no-such-id", name: "Gold Plating", price: 1 });
    payload.totalPrice += 1;
    const response = await book(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"Gold Plating"');
    expect(await countBookings(t.app.db)).toBe(before);
  });

  it("refuses an unknown service name, naming it", async () => {
    const payload = bookingPayload([services[deep]!]);
    payload.services = [{ name: "Deep Home Cleaning (free)", price: 0 }];
    payload.totalPrice = 0;
    const response = await book(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"Deep Home Cleaning (free)"');
  });

  it("refuses the same service twice", async () => {
    const response = await book(bookingPayload([services[deep]!, services[deep]!]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("more than once");
  });

  it.each([
    [
      "a lowered total",
      (p: ReturnType<typeof bookingPayload>) => ({ ...p, totalPrice: p.totalPrice - 1000 }),
    ],
    ["a raised total", (p: ReturnType<typeof bookingPayload>) => ({ ...p, totalPrice: p.totalPrice + 0.02 })],
    ["a negative total", (p: ReturnType<typeof bookingPayload>) => ({ ...p, totalPrice: -45000 })],
    ["an absurd total", (p: ReturnType<typeof bookingPayload>) => ({ ...p, totalPrice: 1e300 })],
    [
      "a tampered price with a total to match",
      (p: ReturnType<typeof bookingPayload>) => ({
        ...p,
        services: p.services.map((s) => ({ ...s, price: 1 })),
        totalPrice: p.services.length,
      }),
    ],
    [
      "a discount the customer gave themselves",
      (p: ReturnType<typeof bookingPayload>) => ({
        ...p,
        couponDiscount: "50%",
        totalPrice: p.totalPrice / 2,
      }),
    ],
  ])("refuses %s with 409 and stores nothing", async (_label, tamper) => {
    const before = await countBookings(t.app.db);
    const response = await book(tamper(bookingPayload([services[deep]!, services[windows]!])));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(pricesChanged);
    expect(await countBookings(t.app.db)).toBe(before);
  });

  it("accepts a total within a kobo of its own", async () => {
    const payload = bookingPayload([services[sofa]!]);
    const response = await book({ ...payload, totalPrice: payload.totalPrice + 0.01 });
    expect(response.statusCode).toBe(201);
    expect(response.json().totalPrice).toBe(12500.5);
  });

  it("stores HTML in every field verbatim", async () => {
    const html = '<img src=x onerror="alert(1)">';
    const payload = bookingPayload([services[deep]!], {
      customerName: `${html} Bola`,
      address: `${html} Yaba`,
      notes: `<script>alert("notes")</script>`,
    });
    const response = await book(payload);
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", response.json()._id)
      .executeTakeFirstOrThrow();
    expect(row.customer_name).toBe(`${html} Bola`);
    expect(row.address).toBe(`${html} Yaba`);
    expect(row.notes).toBe(`<script>alert("notes")</script>`);
  });

  it.each([
    ["malformed JSON", "{not json"],
    ["a list", "[]"],
    ["services that are not a list", JSON.stringify({ ...{ services: "Deep Home Cleaning" } })],
    ["a service price that is a string", JSON.stringify({ services: [{ name: "x", price: "1" }] })],
  ])("answers %s with a 4xx and a message, never 500", async (_label, body) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: body,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().message).toBe("string");
  });
});
