// Sent messages go after the kept period; failed and waiting ones, booking history and payments stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentMessagesKeptDays } from "../../../shared/rules/outbox.ts";
import { bookingPayload, seedCatalogue } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const now = new Date("2026-11-27T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ notifyEmail: "office@sparkle.test", rateLimitScale: 1000 });
  const services = await seedCatalogue(t.app.db);
  for (const email of [
    "old-sent@example.ng",
    "young-sent@example.ng",
    "old-failed@example.ng",
    "old-waiting@example.ng",
  ]) {
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!], { email }),
    });
    expect(booked.statusCode).toBe(201);
  }
  const age = async (recipient: string, state: string, days: number) =>
    t.app.db
      .updateTable("outbox_messages")
      .set({ state, created_at: daysAgo(days), sent_at: state === "sent" ? daysAgo(days) : null })
      .where("recipient", "=", recipient)
      .execute();
  await age("old-sent@example.ng", "sent", sentMessagesKeptDays + 1);
  await age("young-sent@example.ng", "sent", sentMessagesKeptDays - 1);
  await age("old-failed@example.ng", "failed", 400);
  await age("old-waiting@example.ng", "pending", 400);
});
afterAll(() => t.close());

const recipients = async () =>
  (
    await t.app.db
      .selectFrom("outbox_messages")
      .select("recipient")
      .where("recipient", "like", "%@example.ng")
      .execute()
  )
    .map((row) => row.recipient)
    .sort();
const count = async (table: "booking_events" | "bookings") =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("outbox retention", () => {
  it(`deletes sent messages older than ${sentMessagesKeptDays} days and keeps everything else`, async () => {
    const history = await count("booking_events");
    const bookings = await count("bookings");
    expect(await t.app.outboxRetention.runOnce(now)).toBe(1);
    expect(await recipients()).toEqual([
      "old-failed@example.ng",
      "old-waiting@example.ng",
      "young-sent@example.ng",
    ]);
    expect(await count("booking_events")).toBe(history);
    expect(await count("bookings")).toBe(bookings);
    // Nothing more to do the next hour.
    expect(await t.app.outboxRetention.runOnce(now)).toBe(0);
  });
});
