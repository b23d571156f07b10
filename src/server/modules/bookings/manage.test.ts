// The customer's private manage link (decision 031): the secret opens the booking, never the booking ID;
// a move goes only into a window with room, and a refused move changes nothing.
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, dateClosed, windowFull } from "../../../shared/rules/availability.ts";
import { pastDateMessage } from "../../../shared/rules/booking.ts";
import { manageLinkNotFound } from "../../../shared/rules/manage.ts";
import type { ManagedBooking } from "../../../shared/schemas/manage.ts";
import { redactedUrl } from "../../lib/log-redaction.ts";
import { everyWindow, setAvailability } from "../../test/availability.ts";
import { seedCatalogue } from "../../test/booking-fixtures.ts";
import { manageCalls } from "../../test/manage-calls.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let calls: ReturnType<typeof manageCalls>;
const day = (n: number) => addDays(todayInLagos(), n);

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  calls = manageCalls(t, await seedCatalogue(t.app.db));
});
afterEach(() => setAvailability(t, owner, {}));
afterAll(() => t.close());

describe("the manage link", () => {
  it("comes with a new booking, keeps only its hash in the table, and shows the booking", async () => {
    const booking = await calls.book(day(5), "afternoon");
    expect(booking.token.length).toBeGreaterThanOrEqual(22);
    expect(booking.manageUrl).not.toContain(booking.bookingId);
    const row = await calls.row(booking._id);
    expect(row.manage_token_hash).toBe(createHash("sha256").update(booking.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(booking.token);

    const response = await calls.view(booking.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const view: ManagedBooking = response.json();
    expect(view).toMatchObject({
      bookingId: booking.bookingId,
      status: "pending",
      preferredDate: day(5),
      preferredTime: "afternoon",
      totalPrice: booking.totalPrice,
      canChange: true,
      closedMessage: null,
    });
    expect(view.services.map((service) => service.name)).toEqual(["Deep Home Cleaning"]);
    expect(view.history.map((event) => [event.kind, event.actor])).toEqual([["created", "customer"]]);
  });

  it("keeps the secret out of request logs", () => {
    expect(redactedUrl("/api/bookings/manage/s3cr3t-Token_x/cancel")).toBe(
      "/api/bookings/manage/[redacted]/cancel",
    );
    expect(redactedUrl("/manage/s3cr3t-Token_x?_data=x")).toBe("/manage/[redacted]?_data=[redacted]");
  });

  it("answers 404 for a wrong, malformed or booking-ID token", async () => {
    const booking = await calls.book(day(5));
    const wrong = [`${booking.token.slice(0, -2)}xx`, "abc", booking.bookingId, booking._id];
    for (const token of wrong) {
      for (const response of [
        await calls.view(token),
        await calls.reschedule(token, { preferredDate: day(6), preferredTime: "morning" }),
        await calls.cancel(token),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(manageLinkNotFound);
      }
    }
    expect((await calls.row(booking._id)).status).toBe("pending");
  });
});

describe("rescheduling through the link", () => {
  it("moves the booking into a window with room, moves its place and records the move", async () => {
    const booking = await calls.book(day(7), "morning");
    const before = { old: await calls.taken(day(7), "morning"), new: await calls.taken(day(8), "evening") };
    const response = await calls.reschedule(booking.token, {
      preferredDate: day(8),
      preferredTime: "evening",
    });
    expect(response.statusCode, response.body).toBe(200);
    const view: ManagedBooking = response.json();
    expect(view).toMatchObject({ status: "pending", preferredDate: day(8), preferredTime: "evening" });
    expect(view.history.map((event) => event.kind)).toEqual(["created", "rescheduled"]);
    expect(view.history[1]).toMatchObject({
      actor: "customer",
      details: { from: { date: day(7), window: "morning" }, to: { date: day(8), window: "evening" } },
    });
    expect(await calls.taken(day(7), "morning")).toBe(before.old - 1);
    expect(await calls.taken(day(8), "evening")).toBe(before.new + 1);
  });

  it("refuses a full window with 409 and changes nothing", async () => {
    await setAvailability(t, owner, { capacity: everyWindow(1) });
    await calls.book(day(9), "morning");
    const booking = await calls.book(day(10), "morning");
    const response = await calls.reschedule(booking.token, {
      preferredDate: day(9),
      preferredTime: "morning",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(windowFull);
    await expectUnmoved(booking._id, day(10), { [day(9)]: 1, [day(10)]: 1 });
  });

  it("refuses a closed date and a past date with 409 and changes nothing", async () => {
    const booking = await calls.book(day(11), "morning");
    await setAvailability(t, owner, { closedDates: [{ date: day(12), note: "Sallah" }] });
    const closed = await calls.reschedule(booking.token, {
      preferredDate: day(12),
      preferredTime: "morning",
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(dateClosed("Sallah"));
    const past = await calls.reschedule(booking.token, { preferredDate: day(-1), preferredTime: "morning" });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(pastDateMessage);
    await expectUnmoved(booking._id, day(11), { [day(11)]: 1, [day(12)]: 0, [day(-1)]: 0 });
  });

  it("refuses a closed window (no jobs taken) with 409", async () => {
    const booking = await calls.book(day(13), "morning");
    await setAvailability(t, owner, { capacity: everyWindow(0) });
    const response = await calls.reschedule(booking.token, {
      preferredDate: day(14),
      preferredTime: "evening",
    });
    expect(response.statusCode).toBe(409);
    expect(typeof response.json().message).toBe("string");
    await expectUnmoved(booking._id, day(13), { [day(13)]: 1 });
  });

  it.each([
    ["no body", undefined],
    ["a date that is no date", { preferredDate: "next friday", preferredTime: "morning" }],
    ["an unknown window", { preferredDate: "2027-01-05", preferredTime: "night" }],
    ["no window", { preferredDate: "2027-01-05" }],
  ])("answers %s with 400 and a message", async (_name, payload) => {
    const booking = await calls.book(day(15));
    const response = await calls.reschedule(booking.token, payload as object);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe("string");
    await expectUnmoved(booking._id, day(15), {});
  });
});

/** The booking is where it was, its history holds only its creation, and the windows hold what they held. */
async function expectUnmoved(id: string, date: string, places: Record<string, number>) {
  const row = await calls.row(id);
  expect(row.preferred_date).toBe(date);
  const events = await t.app.db
    .selectFrom("booking_events")
    .select("kind")
    .where("booking_id", "=", id)
    .execute();
  expect(events.map((event) => event.kind)).toEqual(["created"]);
  for (const [placeDate, taken] of Object.entries(places)) {
    expect(await calls.taken(placeDate, "morning")).toBe(taken);
  }
}
