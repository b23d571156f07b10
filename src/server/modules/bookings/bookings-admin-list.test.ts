// The admin's booking list: newest first, with the names and prices each booking was made with.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { fakeDate } from "../../test/fake-date.ts";
import { adminBookingCalls } from "../../test/admin-booking-calls.ts";
import { seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];
let calls: ReturnType<typeof adminBookingCalls>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
  calls = adminBookingCalls(t, cookie, services);
});
afterAll(() => t.close());

const newBooking = (customerName?: string) => calls.newBooking(customerName);

describe("GET /api/bookings/get", () => {
  it("answers every booking newest first, with everything the customer sent", async () => {
    const clock = fakeDate();
    let first: Booking;
    let second: Booking;
    try {
      first = await newBooking("First Customer");
      clock.advance(1000);
      second = await newBooking("Second Customer");
    } finally {
      clock.restore();
    }
    const response = await t.app.inject({ url: "/api/bookings/get", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list: Booking[] = response.json();
    const ids = list.map((booking) => booking._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    // The list never carries the manage link: only the customer's own confirmation does.
    const { manageUrl, ...asBooked } = first as Booking & { manageUrl?: string };
    expect(manageUrl).toMatch(/\/manage\/[\w-]{43}$/);
    expect(list.find((booking) => booking._id === first._id)).toEqual(asBooked);
    expect(first).toMatchObject({
      phone: "+234 803 123 4567",
      address: "12 Admiralty Way, Lekki Phase 1, Lagos",
      notes: "Please bring a ladder.",
      services: [
        { name: "Deep Home Cleaning", price: 45000 },
        { name: "Sofa Shampoo", price: 12500.5 },
      ],
    });
  });

  it("keeps the names and prices a booking was made with when the catalogue changes", async () => {
    const booking = await newBooking();
    await t.app.db
      .updateTable("services")
      .set({ name: "Renamed", price_kobo: 1 })
      .where("id", "=", services[0]!._id)
      .execute();
    try {
      const list: Booking[] = (await t.app.inject({ url: "/api/bookings/get", headers: { cookie } })).json();
      expect(list.find((b) => b._id === booking._id)!.services[0]).toEqual({
        name: "Deep Home Cleaning",
        price: 45000,
      });
    } finally {
      await t.app.db
        .updateTable("services")
        .set({ name: "Deep Home Cleaning", price_kobo: 4500000 })
        .where("id", "=", services[0]!._id)
        .execute();
    }
  });
});
