// Customers' messages by WhatsApp and SMS (docs/decisions/046-message-channels.md), against doubles of
// Meta's Cloud API and of Termii on loopback, with mail off: WhatsApp first, SMS when WhatsApp says the
// number cannot receive, retries that never double a message, and each message once with two instances.
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  phoneNotUsable,
  sentBySmsInstead,
  whatsappUnauthorised,
  whatsappUnauthorisedNotice,
  whatsappUnauthorisedSubject,
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

async function start(overrides: Partial<Config> = {}) {
  const instance = await startTextChannelApp(database, textChannelConfig(providers, overrides));
  running.push(instance);
  return instance.app;
}

async function book(app: FastifyInstance, overrides: Parameters<typeof bookingPayload>[1] = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { phone: "0803 123 4567", ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; bookingId: string; manageUrl: string }>();
}

function textRows() {
  return database.db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("channel", "in", ["whatsapp", "sms"])
    .orderBy("created_at")
    .execute();
}

/** Lets the workers run a while longer: a second message, had one been written, would have gone by now. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("messages by WhatsApp, with SMS as the fallback", () => {
  it("sends a booking with a local-format number one template to 2348031234567, and no SMS", async () => {
    const app = await start();
    const booking = await book(app);
    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(1));
    await settle();
    const [sent] = providers.whatsapp.sent;
    expect(sent).toMatchObject({ to: "2348031234567", name: "booking_received", language: "en" });
    expect(sent!.params[0]).toBe("Chiamaka");
    expect(sent!.params).toContain(booking.manageUrl);
    expect(providers.whatsapp.sent).toHaveLength(1);
    expect(providers.termii.sent).toEqual([]);
    const rows = await textRows();
    expect(rows.map((row) => [row.channel, row.state])).toEqual([["whatsapp", "sent"]]);
    expect(rows[0]!.provider_message_id).toMatch(/^wamid\./);
  });

  it("sends one SMS instead when WhatsApp answers 131026 (the number cannot receive)", async () => {
    providers.whatsapp.script("undeliverable");
    const app = await start();
    const booking = await book(app);
    await vi.waitFor(() => expect(providers.termii.sent).toHaveLength(1));
    await settle();
    expect(providers.whatsapp.sent).toEqual([]);
    expect(providers.termii.sent).toHaveLength(1);
    const [sms] = providers.termii.sent;
    expect(sms!.to).toBe("2348031234567");
    expect(sms!.sms).toContain(booking.manageUrl);
    expect(sms!.sms.length).toBeLessThanOrEqual(306);
    const rows = await textRows();
    expect(rows.map((row) => [row.channel, row.state])).toEqual([
      ["whatsapp", "failed"],
      ["sms", "sent"],
    ]);
    expect(rows[0]!.last_error).toContain("131026");
    expect(rows[0]!.last_error).toContain(sentBySmsInstead);
  });

  it("retries a 500 and sends exactly one WhatsApp message and no SMS", async () => {
    providers.whatsapp.script("server-error");
    const app = await start();
    await book(app);
    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(1));
    await settle();
    expect(providers.whatsapp.requests).toBe(2);
    expect(providers.whatsapp.sent).toHaveLength(1);
    expect(providers.termii.sent).toEqual([]);
    const [row] = await textRows();
    expect(row).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("retries an HTML page, garbage, a 429 and a provider that hangs, never by SMS, and shows the error meanwhile", async () => {
    providers.whatsapp.script("html", "garbage", "rate-limited", "hang");
    const app = await start({ providerTimeoutMs: 400 });
    await book(app);
    await vi.waitFor(async () => {
      const [row] = await textRows();
      expect(row?.last_error).toMatch(/WhatsApp/);
    });
    const [waiting] = await textRows();
    expect(waiting!.state).toBe("pending");
    // Five tries, the last after waits of about 2 s in all (retries scaled down) and one timeout.
    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(1), { timeout: 15_000 });
    await settle();
    expect(providers.whatsapp.requests).toBe(5);
    expect(providers.termii.sent).toEqual([]);
    const rows = await textRows();
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(providers.whatsapp.token);
    }
  });

  it("treats a refused token (401) as a misconfigured channel: SMS instead, the office told once", async () => {
    const app = await start({
      notifyEmail: "office@sparkle.test",
      whatsapp: { ...textChannelConfig(providers).whatsapp!, token: "EAAG-revoked-token" },
    });
    await book(app);
    await book(app, { email: "second@example.ng", phone: "0809 111 2222" });
    await vi.waitFor(() => expect(providers.termii.sent).toHaveLength(2));
    await settle();
    expect(providers.whatsapp.sent).toEqual([]);
    const problems = await database.db.selectFrom("message_channel_problems").selectAll().execute();
    expect(problems).toEqual([
      expect.objectContaining({ channel: "whatsapp", problem: whatsappUnauthorised }),
    ]);
    const notices = await database.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("kind", "=", "channel-problem")
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      recipient: "office@sparkle.test",
      subject: whatsappUnauthorisedSubject,
      text_body: whatsappUnauthorisedNotice,
    });
    for (const row of await textRows()) expect(JSON.stringify(row)).not.toContain("EAAG-revoked-token");
  });

  it("refuses at booking a phone number that cannot be a real number, with 400 and a message", async () => {
    const app = await start();
    const response = await app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!], { phone: "0000 000" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(phoneNotUsable);
    expect(await textRows()).toEqual([]);
  });

  it("sends by SMS alone when WhatsApp is not set up, and nothing by text when the customer turned both off", async () => {
    const app = await start({ whatsapp: undefined });
    await book(app);
    await book(app, { whatsappOff: true, smsOff: true, email: "quiet@example.ng", phone: "0809 111 2222" });
    await vi.waitFor(() => expect(providers.termii.sent).toHaveLength(1));
    await settle();
    expect(providers.termii.sent.map((sms) => sms.to)).toEqual(["2348031234567"]);
    expect(providers.whatsapp.requests).toBe(0);
  });

  it("sends a customer who turned WhatsApp off their message by SMS", async () => {
    const app = await start();
    await book(app, { whatsappOff: true });
    await vi.waitFor(() => expect(providers.termii.sent).toHaveLength(1));
    await settle();
    expect(providers.whatsapp.requests).toBe(0);
  });

  it("sends each message once with two instances sending from one database", async () => {
    const [a, b] = [await start(), await start()];
    for (let i = 0; i < 6; i++)
      await book(i % 2 ? a : b, { email: `twice${i}@example.ng`, phone: `0803 555 01${10 + i}` });
    await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(6));
    await settle();
    expect(providers.whatsapp.sent).toHaveLength(6);
    expect(new Set(providers.whatsapp.sent.map((sent) => sent.to)).size).toBe(6);
  });
});
