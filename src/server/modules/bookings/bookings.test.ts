// A booking the API takes: priced from the catalogue, stored pending and given a public ID of its own.
// What it refuses: bookings-bad-input.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeBookingId } from "../../../shared/booking-id.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { newBookingKey } from "./booking-key.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { createBooking } from "./bookings.service.ts";

let t: TestApp;
let services: SeededService[];
const [deep, sofa, windows] = [0, 1, 2];

beforeAll(async () => {
  // Limits are proven on their own app below; here many bookings come from one address.
  t = await createTestApp({ rateLimitScale: 1000 });
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const book = (payload: unknown, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/bookings/create", payload: payload as object, remoteAddress });

function tomorrowInLagos(): string {
  return todayInLagos(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

describe("POST /api/bookings/create", () => {
  it("stores a pending booking priced from the catalogue and answers 201 with its public ID", async () => {
    const payload = bookingPayload([services[deep]!, services[sofa]!], { preferredDate: tomorrowInLagos() });
    const response = await book(payload);
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.bookingId).toMatch(/^CL-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(booking._id).not.toBe(booking.bookingId);
    expect(booking).toMatchObject({
      customerName: "Chiamaka Obi",
      email: "chiamaka@example.ng",
      status: "pending",
      services: [
        { name: "Deep Home Cleaning", price: 45000 },
        { name: "Sofa Shampoo", price: 12500.5 },
      ],
      subtotal: 57500.5,
      discount: 0,
      totalPrice: 57500.5,
      preferredDate: tomorrowInLagos(),
      preferredTime: "morning",
    });
    const row = await t.app.db
      .selectFrom("bookings")
      .selectAll()
      .where("booking_key", "=", normalizeBookingId(booking.bookingId)!)
      .executeTakeFirstOrThrow();
    expect(Number(row.total_kobo)).toBe(5750050);
    expect(row.status).toBe("pending");
  });

  it("resolves services by exact name when no id is sent", async () => {
    const payload = bookingPayload([services[windows]!]);
    payload.services = [{ name: "Window Washing", price: 999.99 }];
    const response = await book(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().services).toEqual([{ name: "Window Washing", price: 999.99 }]);
  });

  it("keeps working for older clients that send no preferred date or time", async () => {
    const payload = bookingPayload([services[deep]!]);
    delete payload.preferredDate;
    delete payload.preferredTime;
    const response = await book(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ preferredDate: null, preferredTime: null });
  });

  it("gives every booking a different ID", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await book(bookingPayload([services[deep]!]))).json().bookingId);
    expect(ids.size).toBe(5);
  });

  it("retries with a new ID on the rare collision", async () => {
    const taken = newBookingKey();
    await createBooking(t.app.db, defaultSettings.availability, bookingPayload([services[deep]!]), {
      newKey: () => taken,
    });
    const keys = [taken, taken, newBookingKey()];
    const booking = await createBooking(
      t.app.db,
      defaultSettings.availability,
      bookingPayload([services[deep]!]),
      { newKey: () => keys.shift()! },
    );
    expect(normalizeBookingId(booking.bookingId)).not.toBe(taken);
    expect(keys).toHaveLength(0);
  });
});
