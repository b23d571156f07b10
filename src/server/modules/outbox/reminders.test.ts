// The day before a visit, at the owner's reminder time, each pending or confirmed booking of the next day
// gets one reminder mail: not before that time, not twice, not for a cancelled booking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, lagosInstant } from "../../../shared/rules/availability.ts";
import { noticeLimits, noticeTooLong, reminderTimeNotValid } from "../../../shared/rules/notices.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let services: SeededService[];
const today = todayInLagos();

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

async function book(email: string, preferredDate = addDays(today, 1), service = services[0]!) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([service], { email, preferredDate }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; bookingId: string };
}

const reminders = () =>
  t.app.db.selectFrom("outbox_messages").selectAll().where("kind", "=", "booking-reminder").execute();

describe("the day-before reminder", () => {
  it("is written at the owner's time, once, for tomorrow's live bookings only", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: owner },
      payload: { notices: { ...defaultSettings.notices, reminderTime: "18:30" } },
    });
    expect(saved.statusCode).toBe(200);
    const tomorrow = await book("tomorrow@example.ng");
    const other = await book("other@example.ng", addDays(today, 1), services[1]!);
    const cancelled = await book("cancelled@example.ng");
    await book("later@example.ng", addDays(today, 2));
    const cancel = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/delete/${cancelled._id}`,
      headers: { cookie: owner },
    });
    expect(cancel.statusCode).toBe(200);

    expect(await t.app.reminders.runOnce(lagosInstant(today, "18:29"))).toBe(0);
    expect(await reminders()).toEqual([]);

    expect(await t.app.reminders.runOnce(lagosInstant(today, "18:30"))).toBe(2);
    expect(await t.app.reminders.runOnce(lagosInstant(today, "19:00"))).toBe(0);
    const written = await reminders();
    expect(written.map((message) => message.recipient).sort()).toEqual([
      "other@example.ng",
      "tomorrow@example.ng",
    ]);
    const reminder = written.find((message) => message.booking_id === tomorrow._id);
    expect(reminder).toMatchObject({ recipient: "tomorrow@example.ng" });
    expect(reminder!.subject).toMatch(/^Reminder: Sparkle & Shine Cleaning visits /);
    expect(reminder!.text_body).toContain(tomorrow.bookingId);
    // Each reminder lists its own booking's services, and only those.
    expect(reminder!.text_body).toContain(services[0]!.name);
    expect(reminder!.text_body).not.toContain(services[1]!.name);
    const otherReminder = written.find((message) => message.booking_id === other._id);
    expect(otherReminder!.text_body).toContain(services[1]!.name);
    expect(otherReminder!.text_body).not.toContain(services[0]!.name);
  });

  it("refuses a reminder time that is not a time, with 400 and a message", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: owner },
      payload: { notices: { ...defaultSettings.notices, reminderTime: "25:00" } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(reminderTimeNotValid);
  });

  it("refuses a WhatsApp message longer than the limit, with 400 and a message", async () => {
    const whatsapp = { ...defaultSettings.notices.whatsapp, reminder: "a".repeat(noticeLimits.template + 1) };
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: owner },
      payload: { notices: { ...defaultSettings.notices, whatsapp } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(noticeTooLong);
  });
});
