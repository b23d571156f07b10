// Meta's webhook for delivery statuses: only a body signed with the app secret is read; a "delivered"
// status shows in the Outbox; a "failed" one sends the message by SMS; the subscription check echoes.
import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { webhookSignatureWrong, webhookVerifyRefused } from "../../../shared/rules/messaging.ts";
import { bookingPayload, seedCatalogue } from "../../test/booking-fixtures.ts";
import { sessionCookieOf, testAdmin } from "../../test/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import {
  startProviders,
  startTextChannelApp,
  textChannelConfig,
  whatsappAppSecret,
  whatsappVerifyToken,
  type Providers,
} from "../../test/text-channels-app.ts";
import { createAdmin } from "../user/user.service.ts";

let database: TestDatabase;
let providers: Providers;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeEach(async () => {
  database = await createTestDatabase();
  await createAdmin(database.db, { ...testAdmin, firstName: "Ada", lastName: "Okafor" });
  const services = await seedCatalogue(database.db);
  providers = await startProviders();
  ({ app, close } = await startTextChannelApp(database, textChannelConfig(providers)));
  const booked = await app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], { phone: "0803 123 4567" }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await vi.waitFor(() => expect(providers.whatsapp.sent).toHaveLength(1));
  await vi.waitFor(() => sentMessageId()); // the worker marks it sent once Meta has answered
});
afterEach(async () => {
  await close();
  await providers.close();
  await database.drop();
});

async function sentMessageId(): Promise<string> {
  const row = await database.db
    .selectFrom("outbox_messages")
    .select("provider_message_id")
    .where("channel", "=", "whatsapp")
    .where("state", "=", "sent")
    .executeTakeFirstOrThrow();
  return row.provider_message_id!;
}

/** A status callback as Meta sends it. */
function statusEvent(id: string, status: string, errors?: object[]) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: "15550783881",
                phone_number_id: providers.whatsapp.phoneNumberId,
              },
              statuses: [
                {
                  id,
                  status,
                  timestamp: "1750263773",
                  recipient_id: "2348031234567",
                  ...(errors ? { errors } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const sign = (body: string, secret = whatsappAppSecret) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

const post = (body: string, signature?: string) =>
  app.inject({
    method: "POST",
    url: "/api/whatsapp/webhook",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
    payload: body,
  });

async function outboxIn(state: string) {
  const login = await app.inject({ method: "POST", url: "/api/user/login", payload: testAdmin });
  const response = await app.inject({
    url: `/api/notifications?state=${state}`,
    headers: { cookie: sessionCookieOf(login) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ channel: string; state: string; to: string }[]>();
}

describe("WhatsApp delivery statuses", () => {
  it("shows a signed 'delivered' status in the Outbox, then 'read'", async () => {
    const id = await sentMessageId();
    const delivered = statusEvent(id, "delivered");
    expect((await post(delivered, sign(delivered))).statusCode).toBe(200);
    expect(await outboxIn("delivered")).toEqual([
      expect.objectContaining({ channel: "whatsapp", state: "delivered", to: "2348031234567" }),
    ]);
    const read = statusEvent(id, "read");
    expect((await post(read, sign(read))).statusCode).toBe(200);
    // A late "delivered" never takes a read message back.
    expect((await post(delivered, sign(delivered))).statusCode).toBe(200);
    expect(await outboxIn("read")).toHaveLength(1);
    expect(await outboxIn("delivered")).toHaveLength(0);
  });

  it("refuses a wrong or missing signature with 401 and changes nothing", async () => {
    const id = await sentMessageId();
    const body = statusEvent(id, "delivered");
    for (const signature of [
      undefined,
      sign(body, "another-secret"),
      "sha256=",
      sign(`${body} `),
      "md5=abc",
    ]) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(webhookSignatureWrong);
    }
    expect(await outboxIn("delivered")).toHaveLength(0);
  });

  it("sends the SMS once when WhatsApp reports the message failed, however often it says so", async () => {
    const id = await sentMessageId();
    const failed = statusEvent(id, "failed", [{ code: 131047, title: "Re-engagement message" }]);
    expect((await post(failed, sign(failed))).statusCode).toBe(200);
    expect((await post(failed, sign(failed))).statusCode).toBe(200);
    await vi.waitFor(() => expect(providers.termii.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(providers.termii.sent).toHaveLength(1);
    expect(providers.termii.sent[0]!.to).toBe("2348031234567");
  });

  it("answers Meta's subscription check with the challenge, and 403 to a wrong verify token", async () => {
    const check = (token: string) =>
      app.inject({
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const right = await check(whatsappVerifyToken);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe("1158201444");
    const wrong = await check("wrong");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(webhookVerifyRefused);
  });
});
