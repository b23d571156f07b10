// A customer's choice of no WhatsApp or no SMS for a booking (docs/decisions/046-message-channels.md), made
// on the booking form or later on the manage page, against the doubles of Meta's Cloud API and Termii:
// no text message is written or sent for a channel turned off, and the booking's mail still is.
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { channelChoiceNotValid, channelTurnedOffByCustomer } from "../../../shared/rules/messaging.ts";
import type { ManagedBooking } from "../../../shared/schemas/manage.ts";
import { newId } from "../../lib/ids.ts";
import { createAdmin } from "../user/user.service.ts";
import { sessionCookieOf, testAdmin } from "../../test/test-app.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import {
  startProviders,
  startTextChannelApp,
  textChannelConfig,
  type Providers,
} from "../../test/text-channels-app.ts";

let database: TestDatabase;
let services: SeededService[];
let providers: Providers;
const running: { close(): Promise<void> }[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  services = await seedCatalogue(database.db);
  providers = await startProviders();
});
afterEach(async () => {
  for (const instance of running.splice(0)) await instance.close();
  await providers.close();
  await database.drop();
});

async function start() {
  const instance = await startTextChannelApp(database, textChannelConfig(providers));
  running.push(instance);
  return instance.app;
}

/** A booking five days ahead, so that the customer may still cancel it online; answers its manage token. */
async function book(app: FastifyInstance, overrides: Parameters<typeof bookingPayload>[1] = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], {
      phone: "0803 123 4567",
      preferredDate: addDays(todayInLagos(), 5),
      ...overrides,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<{ _id: string; manageUrl: string }>();
  return { id: created._id, token: String(created.manageUrl.split("/manage/")[1]) };
}

const rowsOf = (bookingId: string) =>
  database.db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("created_at")
    .execute();

/** The owner's session cookie, for the Outbox's Retry. */
async function signIn(app: FastifyInstance): Promise<string> {
  await createAdmin(database.db, { ...testAdmin, firstName: "Ada", lastName: "Okafor" });
  const response = await app.inject({ method: "POST", url: "/api/user/login", payload: testAdmin });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("a customer's choice of no WhatsApp or no SMS", () => {
  it("writes and sends no text message for a booking with both turned off, and still writes its mail", async () => {
    const app = await start();
    const quiet = await book(app, { whatsappOff: true, smsOff: true, email: "quiet@example.ng" });
    const heard = await book(app, { email: "heard@example.ng", phone: "0809 111 2222" });
    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(1));
    await settle();
    expect(providers.whatsapp.sent.map((sent) => sent.to)).toEqual(["2348091112222"]);
    expect(providers.termii.sent).toEqual([]);
    const quietRows = await rowsOf(quiet.id);
    expect(quietRows.map((row) => row.channel)).toEqual(["email"]);
    expect(quietRows[0]!.recipient).toBe("quiet@example.ng");
    expect((await rowsOf(heard.id)).map((row) => row.channel).sort()).toEqual(["email", "whatsapp"]);
  });

  it("stops the booking's later WhatsApp and SMS messages once turned off on the manage page; mail still goes", async () => {
    const app = await start();
    const booking = await book(app);
    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(1));

    const refused = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${booking.token}/messages`,
      payload: { whatsappOff: "yes", smsOff: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(channelChoiceNotValid);
    const unchanged = await app.inject({ method: "GET", url: `/api/bookings/manage/${booking.token}` });
    expect(unchanged.json<ManagedBooking>()).toMatchObject({ whatsappOff: false, smsOff: false });

    const chosen = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${booking.token}/messages`,
      payload: { whatsappOff: true, smsOff: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<ManagedBooking>()).toMatchObject({ whatsappOff: true, smsOff: true });

    const cancelled = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${booking.token}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await settle();
    expect(providers.whatsapp.sent.map((sent) => sent.name)).toEqual(["booking_received"]);
    expect(providers.termii.sent).toEqual([]);
    const rows = await rowsOf(booking.id);
    const texts = rows.filter((row) => row.channel !== "email");
    expect(texts.map((row) => row.kind)).toEqual([rows.find((row) => row.channel === "whatsapp")!.kind]);
    const mails = rows.filter((row) => row.channel === "email");
    expect(mails.length).toBeGreaterThan(1);
    expect(new Set(mails.map((row) => row.kind)).size).toBe(mails.length);
  });

  it("leaves unsent a WhatsApp message that still waits when the customer turns WhatsApp off, and sends by SMS after", async () => {
    const app = await start();
    const booking = await book(app);
    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(1));
    // A message waiting for its time (a retry, or a move's message held for a later move).
    const waiting = newId();
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    await database.db
      .insertInto("outbox_messages")
      .values({
        id: waiting,
        kind: "booking-reminder",
        channel: "whatsapp",
        recipient: "2348031234567",
        subject: "WhatsApp",
        text_body: "Reminder",
        html_body: "",
        reply_to: null,
        booking_id: booking.id,
        dedupe_key: null,
        payload: null,
        state: "pending",
        next_attempt_at: later,
        created_at: later,
        updated_at: later,
      })
      .execute();

    const chosen = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${booking.token}/messages`,
      payload: { whatsappOff: true, smsOff: false },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const row = await database.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("id", "=", waiting)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "dropped", last_error: channelTurnedOffByCustomer });
    // Nor does the owner's Retry send it.
    const cookie = await signIn(app);
    const retried = await app.inject({
      method: "POST",
      url: `/api/notifications/${waiting}/retry`,
      headers: { cookie },
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe(channelTurnedOffByCustomer);
    expect(
      (
        await database.db
          .selectFrom("outbox_messages")
          .select("state")
          .where("id", "=", waiting)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe("dropped");

    await app.inject({ method: "POST", url: `/api/bookings/manage/${booking.token}/cancel`, payload: {} });
    await vi.waitFor(() => expect(providers.termii.sent).toHaveLength(1));
    await settle();
    expect(providers.whatsapp.sent).toHaveLength(1);
    expect(providers.termii.sent[0]!.to).toBe("2348031234567");
  });
});
