// The admin's side of bookings (DECISIONS.md D4, D5): the list, status changes, soft cancel, the audit trail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { fakeDate } from "../../test/fake-date.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

async function newBooking(customerName = "Emeka Nwosu"): Promise<Booking> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!, services[1]!], { customerName }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}
const setStatus = (id: string, status: string) =>
  t.app.inject({ method: "PUT", url: `/api/bookings/update-status/${id}/${status}`, headers: { cookie } });
const cancel = (id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/bookings/delete/${id}`, headers: { cookie } });
const publicStatus = async (bookingId: string) =>
  (await t.app.inject({ url: `/api/bookings/status/${bookingId}` })).json();

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
    expect(list.find((booking) => booking._id === first._id)).toEqual(first);
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

describe("status changes", () => {
  it("confirms a pending booking, then completes it; the customer sees each step", async () => {
    const booking = await newBooking();
    const confirmed = await setStatus(booking._id, "confirmed");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      _id: booking._id,
      bookingId: booking.bookingId,
      status: "confirmed",
    });
    expect((await publicStatus(booking.bookingId)).status).toBe("confirmed");

    const completed = await setStatus(booking._id, "completed");
    expect(completed.statusCode).toBe(200);
    expect(completed.json().status).toBe("completed");
    expect((await publicStatus(booking.bookingId)).status).toBe("completed");
  });

  it("completes a pending booking directly", async () => {
    const booking = await newBooking();
    expect((await setStatus(booking._id, "completed")).json().status).toBe("completed");
  });

  it.each([
    ["confirmed", "confirmed"],
    ["confirmed", "pending"],
    ["completed", "confirmed"],
    ["completed", "completed"],
    ["cancelled", "confirmed"],
    ["cancelled", "completed"],
  ])("refuses %s → %s with 409 and changes nothing", async (from, to) => {
    const booking = await newBooking();
    if (from === "confirmed") await setStatus(booking._id, "confirmed");
    if (from === "completed") await setStatus(booking._id, "completed");
    if (from === "cancelled") await cancel(booking._id);
    const response = await setStatus(booking._id, to);
    expect(response.statusCode).toBe(409);
    expect(typeof response.json().message).toBe("string");
    expect((await publicStatus(booking.bookingId)).status).toBe(from);
  });

  it("refuses a status that does not exist with 400", async () => {
    const booking = await newBooking();
    const response = await setStatus(booking._id, "paid");
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe("string");
  });

  it("answers 404 for an unknown booking", async () => {
    for (const response of [await setStatus("no-such-id", "confirmed"), await cancel("no-such-id")]) {
      expect(response.statusCode).toBe(404);
      expect(typeof response.json().message).toBe("string");
    }
  });
});

describe("DELETE /api/bookings/delete/:id (soft cancel)", () => {
  it("marks the booking cancelled and keeps it", async () => {
    const booking = await newBooking("Funke Akindele");
    const response = await cancel(booking._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: booking._id,
      status: "cancelled",
      customerName: "Funke Akindele",
    });
    const list: Booking[] = (await t.app.inject({ url: "/api/bookings/get", headers: { cookie } })).json();
    expect(list.find((b) => b._id === booking._id)?.status).toBe("cancelled");
    expect(await publicStatus(booking.bookingId)).toEqual({ status: "cancelled", name: "Funke" });
  });

  it("cancels a confirmed booking", async () => {
    const booking = await newBooking();
    await setStatus(booking._id, "confirmed");
    expect((await cancel(booking._id)).json().status).toBe("cancelled");
  });

  it("refuses to cancel a completed booking with 409", async () => {
    const booking = await newBooking();
    await setStatus(booking._id, "completed");
    const response = await cancel(booking._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A completed booking cannot be cancelled.");
    expect((await publicStatus(booking.bookingId)).status).toBe("completed");
  });

  it("treats cancelling twice as done, not as an error", async () => {
    const booking = await newBooking();
    await cancel(booking._id);
    const again = await cancel(booking._id);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe("cancelled");
  });
});

describe("audit trail", () => {
  it("records who changed which booking, from what to what", async () => {
    const booking = await newBooking();
    await setStatus(booking._id, "confirmed");
    await cancel(booking._id);
    await cancel(booking._id);
    await setStatus(booking._id, "completed"); // refused: records nothing
    const entries = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", booking._id)
      .execute();
    // Entries made within one millisecond share a timestamp, so look them up by action.
    expect(entries).toHaveLength(2);
    const byAction = new Map(entries.map((entry) => [entry.action, entry]));
    expect(byAction.get("status")).toMatchObject({ entity: "booking", actor_email: "admin@example.ng" });
    expect(byAction.get("cancel")).toMatchObject({ entity: "booking", actor_email: "admin@example.ng" });
    expect(JSON.parse(byAction.get("status")!.details)).toEqual({
      bookingId: booking.bookingId,
      customer: "Emeka Nwosu",
      from: "pending",
      to: "confirmed",
    });
    expect(JSON.parse(byAction.get("cancel")!.details)).toEqual({
      bookingId: booking.bookingId,
      customer: "Emeka Nwosu",
      from: "confirmed",
      to: "cancelled",
    });
  });
});

describe("without a session", () => {
  it.each([
    ["GET", "/api/bookings/get"],
    ["PUT", "/api/bookings/update-status/some-id/completed"],
    ["PUT", "/api/bookings/update-status/some-id/not-a-status"],
    ["DELETE", "/api/bookings/delete/some-id"],
    ["GET", "/api/coupons/get"],
    ["POST", "/api/coupons/create"],
    ["PUT", "/api/coupons/toggle/some-id/toggle"],
    ["DELETE", "/api/coupons/delete/some-id"],
    ["GET", "/api/messages/get"],
    ["PUT", "/api/messages/read/some-id"],
    ["GET", "/api/messages/unread-count"],
  ] as const)("%s %s answers 401, whatever the body", async (method, url) => {
    for (const payload of [undefined, { code: "X" }, { nonsense: true }]) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().message).toBe("string");
    }
  });

  it("covers every admin route of bookings, coupons and messages", () => {
    const publicRoutes = new Set([
      "POST /api/bookings/create",
      "GET /api/bookings/status/:bookingId",
      "POST /api/coupons/check",
    ]);
    const mine = t.app.routeList
      .filter(({ method, url }) => /^\/api\/(bookings|coupons|messages)\//.test(url) && method !== "HEAD")
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !publicRoutes.has(route));
    expect(mine.sort()).toEqual(
      [
        "GET /api/bookings/get",
        "PUT /api/bookings/update-status/:id/:status",
        "DELETE /api/bookings/delete/:id",
        "GET /api/coupons/get",
        "POST /api/coupons/create",
        "PUT /api/coupons/toggle/:id/toggle",
        "DELETE /api/coupons/delete/:id",
        "GET /api/messages/get",
        "PUT /api/messages/read/:id",
        "GET /api/messages/unread-count",
      ].sort(),
    );
  });
});
