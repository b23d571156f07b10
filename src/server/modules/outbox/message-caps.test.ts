// No one can turn the site into a way to flood an address or a phone (docs/decisions/047-message-caps.md):
// 100 bookings to one address and 120 moves of one booking produce at most the capped number of customer
// messages, every channel counted, while the bookings and moves themselves succeed or are refused with 429.
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import {
  manageChangeLimit,
  manageChangeLimitMessage,
  recipientCapReason,
  recipientCaps,
} from "../../../shared/rules/messaging.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import {
  startProviders,
  startTextChannelApp,
  textChannelConfig,
  type Providers,
} from "../../test/text-channels-app.ts";
import type { Config } from "../../config.ts";

const office = "office@sparkle.test";
let database: TestDatabase;
let services: SeededService[];
let providers: Providers;
let close: (() => Promise<void>) | undefined;

beforeEach(async () => {
  database = await createTestDatabase();
  services = await seedCatalogue(database.db);
  providers = await startProviders();
});
afterEach(async () => {
  await close?.();
  await providers.close();
  await database.drop();
});

async function start(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const instance = await startTextChannelApp(
    database,
    textChannelConfig(providers, { notifyEmail: office, ...overrides }),
  );
  close = instance.close;
  return instance.app;
}

/** Messages written to a recipient, by state. */
async function statesTo(recipient: string) {
  const rows = await database.db
    .selectFrom("outbox_messages")
    .select(["state", "kind"])
    .where("recipient", "=", recipient)
    .execute();
  const kept = rows.filter((row) => row.state !== "dropped");
  return { kept: kept.length, dropped: rows.length - kept.length, kinds: kept.map((row) => row.kind) };
}

const inThreeDays = addDays(todayInLagos(), 3);
const inFourDays = addDays(todayInLagos(), 4);

// Hundreds of requests each, on a machine other tests share: more time than one request's test.
describe("caps on customer messages", { timeout: 120_000 }, () => {
  it("lets 100 bookings to one address and phone send at most the hourly cap, and tells the office of each", async () => {
    const app = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!], {
          email: "victim@example.ng",
          phone: "0803 123 4567",
          preferredDate: i % 2 ? inThreeDays : inFourDays,
          preferredTime: (["morning", "afternoon", "evening"] as const)[i % 3],
        }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBe(100);

    const mail = await statesTo("victim@example.ng");
    expect(mail.kept).toBe(recipientCaps.perHour);
    expect(mail.dropped).toBe(100 - recipientCaps.perHour);
    const reasons = await database.db
      .selectFrom("outbox_messages")
      .select("last_error")
      .distinct()
      .where("state", "=", "dropped")
      .execute();
    expect(reasons.map((row) => row.last_error)).toEqual([recipientCapReason("hour")]);
    const phone = await statesTo("2348031234567");
    expect(phone.kept).toBe(recipientCaps.perHour);
    // The office's own notices are never capped.
    expect((await statesTo(office)).kept).toBe(100);

    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(recipientCaps.perHour));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(providers.whatsapp.sent).toHaveLength(recipientCaps.perHour);
    expect(providers.termii.sent).toEqual([]);
  });

  it("turns 120 moves of one booking into one 'moved' message per channel, with the final time", async () => {
    // A move's message waits 36 s here: longer than the burst takes on either database.
    const app = await start({ outboxRetryScale: 0.2 });
    const created = await app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!], {
        email: "mover@example.ng",
        phone: "0809 111 2222",
        preferredDate: inThreeDays,
        preferredTime: "morning",
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json<{ manageUrl: string }>().manageUrl.split("/manage/")[1]!;
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const response = await app.inject({
        method: "POST",
        url: `/api/bookings/manage/${token}/reschedule`,
        payload: {
          preferredDate: i % 2 ? inThreeDays : inFourDays,
          preferredTime: i % 2 ? "morning" : "evening",
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBe(120);

    // The last move (i = 119) is to the third day's morning; the office hears of every move.
    const waiting = await database.db
      .selectFrom("outbox_messages")
      .select(["channel", "text_body"])
      .where("kind", "=", "booking-rescheduled")
      .where("state", "=", "pending")
      .orderBy("channel")
      .execute();
    expect(waiting.map((row) => row.channel)).toEqual(["email", "whatsapp"]);
    expect(providers.whatsapp.sent.filter((sent) => sent.name === "booking_moved")).toEqual([]);
    // The wait is over, as if the minutes had passed.
    await database.db
      .updateTable("outbox_messages")
      .set({ next_attempt_at: new Date().toISOString() })
      .where("kind", "=", "booking-rescheduled")
      .execute();
    app.outbox.wake();
    await vi.waitFor(() =>
      expect(providers.whatsapp.sent.filter((sent) => sent.name === "booking_moved")).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const moved = providers.whatsapp.sent.filter((sent) => sent.name === "booking_moved");
    expect(moved).toHaveLength(1);
    expect(moved[0]!.params[1]).toMatch(/morning/i);
    const mail = await statesTo("mover@example.ng");
    expect(mail.kinds.filter((kind) => kind === "booking-rescheduled")).toHaveLength(1);
    expect(mail.kept).toBeLessThanOrEqual(recipientCaps.perHour);
    expect((await statesTo("2348091112222")).kept).toBe(2);
  });

  it("limits moves and cancels per client address with 429 and a message", async () => {
    const app = await start({ rateLimitScale: 1 });
    const created = await app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!], { preferredDate: inThreeDays, preferredTime: "morning" }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json<{ manageUrl: string }>().manageUrl.split("/manage/")[1]!;
    const answers = [];
    for (let i = 0; i < manageChangeLimit.max + 1; i++) {
      answers.push(
        await app.inject({
          method: "POST",
          url: `/api/bookings/manage/${token}/reschedule`,
          payload: { preferredDate: i % 2 ? inThreeDays : inFourDays, preferredTime: "afternoon" },
        }),
      );
    }
    expect(answers.slice(0, -1).every((answer) => answer.statusCode === 200)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(manageChangeLimitMessage);
    const cancel = await app.inject({ method: "POST", url: `/api/bookings/manage/${token}/cancel` });
    expect(cancel.statusCode).toBe(429);
  });
});
