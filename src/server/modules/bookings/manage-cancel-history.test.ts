// Cancelling through the manage link, the owner's limit before the visit, and a booking's history as the
// customer and the dashboard see it (decision 031).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { changeHoursNotValid } from "../../../shared/rules/availability-settings.ts";
import { bookingNotChangeable, tooLateToChange } from "../../../shared/rules/manage.ts";
import type { BookingHistory, ManagedBooking } from "../../../shared/schemas/manage.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { availabilityWith, everyWindow, setAvailability } from "../../test/availability.ts";
import { seedCatalogue } from "../../test/booking-fixtures.ts";
import { addCrew } from "../../test/job-fixtures.ts";
import { manageCalls } from "../../test/manage-calls.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { readSettings } from "../settings/settings.repository.ts";

let t: TestApp;
let owner: string;
let calls: ReturnType<typeof manageCalls>;
const day = (n: number) => addDays(todayInLagos(), n);
const staffCall = (method: "PUT" | "GET", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: owner }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  calls = manageCalls(t, await seedCatalogue(t.app.db));
});
afterEach(() => setAvailability(t, owner, {}));
afterAll(() => t.close());

describe("cancelling through the link", () => {
  it("cancels, gives the place back, and a second cancel changes nothing", async () => {
    await setAvailability(t, owner, { capacity: everyWindow(1) });
    const booking = await calls.book(day(4), "evening");
    expect(await calls.taken(day(4), "evening")).toBe(1);
    const first = await calls.cancel(booking.token);
    expect(first.statusCode).toBe(200);
    expect((first.json() as ManagedBooking).status).toBe("cancelled");
    expect(await calls.taken(day(4), "evening")).toBe(0);
    const again = await calls.cancel(booking.token);
    expect(again.statusCode).toBe(200);
    const view: ManagedBooking = again.json();
    expect(view.canChange).toBe(false);
    expect(view.history.map((event) => event.kind)).toEqual(["created", "cancelled"]);
    // The freed place can be booked by someone else.
    await calls.book(day(4), "evening");
  });

  it("refuses to move a cancelled or completed booking, or to cancel a completed one, with 409", async () => {
    const cancelled = await calls.book(day(5));
    await calls.cancel(cancelled.token);
    const moved = await calls.reschedule(cancelled.token, {
      preferredDate: day(6),
      preferredTime: "morning",
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(bookingNotChangeable("cancelled"));

    const completed = await calls.book(day(5));
    await staffCall("PUT", `/api/bookings/update-status/${completed._id}/completed`);
    for (const response of [
      await calls.reschedule(completed.token, { preferredDate: day(6), preferredTime: "morning" }),
      await calls.cancel(completed.token),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(bookingNotChangeable("completed"));
    }
    expect((await calls.row(completed._id)).status).toBe("completed");
  });
});

describe("the owner's limit", () => {
  it("closes online changes the set hours before the window starts, and says to call", async () => {
    const booking = await calls.book(day(1), "evening");
    await setAvailability(t, owner, { changeHours: 336 });
    const { business } = defaultSettings;
    const message = tooLateToChange(336, business.phones[0]!.number, business.whatsapp);
    const view: ManagedBooking = (await calls.view(booking.token)).json();
    expect(view).toMatchObject({ canChange: false, closedMessage: message });
    for (const response of [
      await calls.reschedule(booking.token, { preferredDate: day(20), preferredTime: "morning" }),
      await calls.cancel(booking.token),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    }
    expect(await calls.row(booking._id)).toMatchObject({ status: "pending", preferred_date: day(1) });
  });

  it("is 24 hours for availability saved before the limit existed, and must be whole hours to 336", async () => {
    const { changeHours: _left, ...older } = availabilityWith({ noticeHours: 5 });
    await t.app.db
      .updateTable("settings")
      .set({ data: JSON.stringify(older) })
      .where("section", "=", "availability")
      .execute();
    const settings = await readSettings(t.app.db);
    expect(settings.availability).toMatchObject({ noticeHours: 5, changeHours: 24 });

    for (const changeHours of [-1, 337, 2.5]) {
      const response = await staffCall("PUT", "/api/settings", {
        availability: availabilityWith({ changeHours }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(changeHoursNotValid);
    }
  });
});

describe("a booking's history", () => {
  it("records staff changes by name and a move that takes the crew off; staff read it in the dashboard", async () => {
    const booking = await calls.book(day(8), "morning");
    await staffCall("PUT", `/api/bookings/update-status/${booking._id}/confirmed`);
    const crew = await addCrew(t, owner, "Team Lekki");
    expect((await staffCall("PUT", `/api/bookings/${booking._id}/crew`, { crewId: crew })).statusCode).toBe(
      200,
    );
    const moved = await calls.reschedule(booking.token, {
      preferredDate: day(9),
      preferredTime: "afternoon",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: "confirmed", preferredTime: "afternoon" });
    expect((await calls.row(booking._id)).crew_id).toBeNull();

    const response = await staffCall("GET", `/api/bookings/${booking._id}/history`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { events }: BookingHistory = response.json();
    expect(events.map((event) => [event.kind, event.actor, event.actorName])).toEqual([
      ["created", "customer", ""],
      ["confirmed", "staff", "Ada Okafor"],
      ["crew", "staff", "Ada Okafor"],
      ["rescheduled", "customer", ""],
    ]);
    expect(events[3]!.details).toMatchObject({
      crewDropped: true,
      to: { date: day(9), window: "afternoon" },
    });
    expect(events.every((event, i) => i === 0 || event.at > events[i - 1]!.at)).toBe(true);

    // The customer's page never names staff.
    const view: ManagedBooking = (await calls.view(booking.token)).json();
    expect(view.history.every((event) => event.actorName === "")).toBe(true);
  });

  it("is for signed-in staff only, and 404 for an unknown booking", async () => {
    const booking = await calls.book(day(8));
    const anonymous = await t.app.inject({ url: `/api/bookings/${booking._id}/history` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await staffCall("GET", "/api/bookings/00000000-0000-4000-8000-000000000000/history");
    expect(unknown.statusCode).toBe(404);
    expect(typeof unknown.json().message).toBe("string");
  });
});
