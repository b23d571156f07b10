// The admin changes a booking's status: confirm from pending, complete from pending or confirmed, cancel
// without destroying anything (completed and cancelled are final), and every change is in the audit trail.
import { statusMeanings } from "../../../shared/rules/status-check.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/schemas/booking.ts";
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
const setStatus = (id: string, status: string) => calls.setStatus(id, status);
const cancel = (id: string) => calls.cancel(id);
const publicStatus = (bookingId: string) => calls.publicStatus(bookingId);

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
    expect(await publicStatus(booking.bookingId)).toMatchObject({
      status: "cancelled",
      name: "Funke",
      statusMeaning: statusMeanings.cancelled,
    });
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
