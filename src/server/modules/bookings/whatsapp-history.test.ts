// A tap on a prefilled WhatsApp message in Booking Details is noted in the booking's history, by name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { describeBookingEvent } from "../../../shared/rules/manage.ts";
import { whatsappNoticeNotValid } from "../../../shared/rules/notices.ts";
import type { BookingHistory } from "../../../shared/schemas/manage.ts";
import { seedCatalogue } from "../../test/booking-fixtures.ts";
import { manageCalls } from "../../test/manage-calls.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let calls: ReturnType<typeof manageCalls>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  calls = manageCalls(t, await seedCatalogue(t.app.db));
});
afterAll(() => t.close());

const tap = (id: string, payload: unknown, cookie: string | null = owner) =>
  t.app.inject({
    method: "POST",
    url: `/api/bookings/${id}/whatsapp`,
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe("POST /api/bookings/:id/whatsapp", () => {
  it("notes which message was opened, by whom, and answers the history", async () => {
    const booking = await calls.book(addDays(todayInLagos(), 3));
    const response = await tap(booking._id, { notice: "onTheWay" });
    expect(response.statusCode).toBe(200);
    const { events }: BookingHistory = response.json();
    const last = events.at(-1)!;
    expect([last.kind, last.actor, last.actorName]).toEqual(["whatsapp", "staff", "Ada Okafor"]);
    expect(describeBookingEvent(last.kind, last.details)).toBe("WhatsApp message opened: On our way");
  });

  it("confirms a pending booking when its Confirmed message is sent, and tells the customer once", async () => {
    const booking = await calls.book(addDays(todayInLagos(), 4));
    const response = await tap(booking._id, { notice: "confirmed" });
    expect(response.statusCode, response.body).toBe(200);
    const kinds = (response.json() as BookingHistory).events.map((event) => event.kind);
    expect(kinds).toEqual(["created", "confirmed", "whatsapp"]);
    const mail = await t.database.db
      .selectFrom("outbox_messages")
      .select("kind")
      .where("booking_id", "=", booking._id)
      .execute();
    expect(mail.map((row) => row.kind).sort()).toEqual(["booking-confirmed", "booking-received"]);
    // Sent again, it confirms nothing more and queues no second message.
    expect((await tap(booking._id, { notice: "confirmed" })).statusCode).toBe(200);
    const again = await t.database.db
      .selectFrom("outbox_messages")
      .select("kind")
      .where("booking_id", "=", booking._id)
      .where("kind", "=", "booking-confirmed")
      .execute();
    expect(again).toHaveLength(1);
  });

  it("refuses an unknown message with 400 and a message, and changes nothing", async () => {
    const booking = await calls.book(addDays(todayInLagos(), 3));
    const response = await tap(booking._id, { notice: "discount" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(whatsappNoticeNotValid);
    const history = await t.app.inject({
      url: `/api/bookings/${booking._id}/history`,
      headers: { cookie: owner },
    });
    expect((history.json() as BookingHistory).events.map((event) => event.kind)).toEqual(["created"]);
  });

  it("answers 404 for an unknown booking and 401 without a session", async () => {
    expect((await tap("00000000-0000-0000-0000-000000000000", { notice: "reminder" })).statusCode).toBe(404);
    const booking = await calls.book(addDays(todayInLagos(), 3));
    expect((await tap(booking._id, { notice: "reminder" }, null)).statusCode).toBe(401);
  });
});
