// The Today screen's one call: what needs doing, for owners and staff, in Lagos time. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import type { Today } from "../../../shared/schemas/today.ts";
import { signedInAs } from "../../test/accounts.ts";
import { addCrew, insertJob } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { newId } from "../../lib/ids.ts";

let t: TestApp;
let owner: string;
let staff: string;
const today = todayInLagos();
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  staff = await signedInAs(t, owner, "staff");
});
afterAll(() => t.close());

async function todayAs(cookie: string): Promise<Today> {
  const response = await t.app.inject({ url: "/api/today", headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json();
}

describe("GET /api/today", () => {
  it("lists new bookings newest first, the day's jobs by window and crew (finished ones too), and leaves out what is cancelled", async () => {
    const older = await insertJob(t.database.db, {
      date: addDays(today, 5),
      window: "morning",
      customerName: "Older Customer",
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await insertJob(t.database.db, {
      date: addDays(today, 6),
      window: "evening",
      customerName: "Newer Customer",
    });
    await insertJob(t.database.db, {
      date: tomorrow,
      window: "morning",
      status: "cancelled",
      customerName: "Gone",
    });
    const evening = await insertJob(t.database.db, {
      date: today,
      window: "evening",
      status: "confirmed",
      customerName: "Evening Job",
    });
    const morning = await insertJob(t.database.db, {
      date: today,
      window: "morning",
      status: "confirmed",
      customerName: "Morning Job",
    });
    const finished = await insertJob(t.database.db, {
      date: today,
      window: "afternoon",
      status: "completed",
      customerName: "Finished Job",
    });
    const crew = await addCrew(t, owner, "Crew Yaba");
    const move = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${morning.id}/crew`,
      headers: { cookie: owner },
      payload: { crewId: crew },
    });
    expect(move.statusCode, move.body).toBe(200);

    const answer = await todayAs(staff);
    expect(answer.date).toBe(today);
    expect(answer.tomorrow).toBe(tomorrow);
    const toConfirm = answer.toConfirm.map((line) => line.customerName);
    expect(toConfirm.indexOf("Newer Customer")).toBeLessThan(toConfirm.indexOf("Older Customer"));
    expect(answer.toConfirm.find((line) => line._id === newer.id)?.bookingId).toMatch(/^CL-/);
    expect(answer.toConfirm.some((line) => line._id === older.id)).toBe(true);
    expect(toConfirm).not.toContain("Gone");
    const jobs = answer.jobs.map((job) => [job.customerName, job.preferredTime, job.crewName]);
    expect(jobs).toEqual([
      ["Morning Job", "morning", "Crew Yaba"],
      ["Finished Job", "afternoon", null],
      ["Evening Job", "evening", null],
    ]);
    expect(answer.jobs.map((job) => job._id)).toEqual([morning.id, finished.id, evening.id]);
  });

  it("counts a series once among the bookings to confirm, and lists its visits that need a place", async () => {
    const before = (await todayAs(owner)).counts.toConfirm;
    const seriesId = newId();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto("booking_series")
      .values({
        id: seriesId,
        frequency: "weekly",
        first_date: addDays(today, 8),
        time_window: "morning",
        discount_percent: 10,
        status: "active",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const first = await insertJob(t.database.db, {
      date: addDays(today, 8),
      window: "morning",
      customerName: "Weekly Customer",
    });
    const second = await insertJob(t.database.db, {
      date: addDays(today, 15),
      window: null,
      customerName: "Weekly Customer",
    });
    await t.database.db
      .updateTable("bookings")
      .set({ series_id: seriesId, series_index: 0 })
      .where("id", "=", first.id)
      .execute();
    await t.database.db
      .updateTable("bookings")
      .set({ series_id: seriesId, series_index: 1, needs_place: 1 })
      .where("id", "=", second.id)
      .execute();
    const answer = await todayAs(owner);
    expect(answer.toConfirm.filter((line) => line.customerName === "Weekly Customer")).toHaveLength(1);
    expect(answer.counts.toConfirm).toBe(before + 1);
    expect(answer.needsPlace.map((line) => line._id)).toContain(second.id);
    expect(answer.counts.needsPlace).toBeGreaterThanOrEqual(1);
  });

  it("lists work done but not paid in full, with its balance", async () => {
    const done = await insertJob(t.database.db, {
      date: addDays(today, -1),
      window: "morning",
      status: "completed",
      customerName: "Owes Money",
    });
    const paidUp = await insertJob(t.database.db, {
      date: addDays(today, -1),
      window: "afternoon",
      status: "completed",
      customerName: "Paid Up",
    });
    for (const [id, amount] of [
      [done.id, 10_000],
      [paidUp.id, 45_000],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/bookings/${id}/payments`,
        headers: { cookie: staff },
        payload: { amount, method: "cash", paidOn: addDays(today, -1) },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const answer = await todayAs(staff);
    const owes = answer.balances.find((line) => line._id === done.id);
    expect(owes).toMatchObject({
      customerName: "Owes Money",
      totalPrice: 45_000,
      paid: 10_000,
      balance: 35_000,
    });
    expect(answer.balances.some((line) => line._id === paidUp.id)).toBe(false);
  });

  it("shows unread messages to both roles, and failed messages to owners only", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact/send-message",
      payload: {
        name: "Bisi Adeyemi",
        email: "bisi@example.ng",
        message: "Do you clean offices on Saturdays?",
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto("outbox_messages")
      .values({
        id: newId(),
        kind: "booking-confirmed",
        recipient: "someone@example.ng",
        subject: "Your booking is confirmed",
        text_body: "Hello",
        html_body: "<p>Hello</p>",
        reply_to: null,
        booking_id: null,
        dedupe_key: null,
        state: "failed",
        next_attempt_at: now,
        lease_until: null,
        claim: null,
        last_error: "550 mailbox unavailable",
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const asStaff = await todayAs(staff);
    expect(asStaff.unread.map((line) => line.name)).toContain("Bisi Adeyemi");
    expect(asStaff.counts.unread).toBe(1);
    expect(asStaff.failed).toBeNull();
    expect(asStaff.counts.failed).toBeNull();

    const asOwner = await todayAs(owner);
    expect(asOwner.failed).toEqual([
      expect.objectContaining({ to: "someone@example.ng", lastError: "550 mailbox unavailable" }),
    ]);
    expect(asOwner.counts.failed).toBe(1);
  });

  it("counts the WhatsApp and SMS messages that failed today, for owners only", async () => {
    const failedText = async (channel: string, at: string) =>
      t.database.db
        .insertInto("outbox_messages")
        .values({
          id: newId(),
          kind: "booking-confirmed",
          channel,
          recipient: "2348031234567",
          subject: "WhatsApp",
          text_body: "Hello",
          html_body: "",
          reply_to: null,
          booking_id: null,
          dedupe_key: null,
          state: "failed",
          next_attempt_at: at,
          last_error: "(#131026) Message undeliverable",
          created_at: at,
          updated_at: at,
        })
        .execute();
    const before = (await todayAs(owner)).counts.failedTextsToday;
    expect(before).toBe(0);
    const now = new Date().toISOString();
    await failedText("whatsapp", now);
    await failedText("sms", now);
    // Yesterday's failure is not today's; a failed mail is counted with the failed messages, not here.
    await failedText("sms", new Date(Date.now() - 36 * 60 * 60_000).toISOString());
    await failedText("email", now);

    expect((await todayAs(staff)).counts.failedTextsToday).toBeNull();
    expect((await todayAs(owner)).counts.failedTextsToday).toBe(2);
  });

  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ url: "/api/today" });
    expect(response.statusCode).toBe(401);
  });
});
