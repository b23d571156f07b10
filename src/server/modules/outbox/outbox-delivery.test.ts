// Every message is delivered exactly once: after the mail server was down and comes back, across a
// restart of the server in between, when it refuses for a while, and with two instances sending from one
// PostgreSQL database at once.
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { startSmtpTestServer, unusedPort, type SmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { sessionCookieOf, testAdmin } from "../../test/test-app.ts";
import { createAdmin } from "../user/user.service.ts";
import { outboxAlreadySent, outboxRetried } from "../../../shared/rules/outbox.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { openEveryDay } from "../../test/availability.ts";

const office = "office@sparkle.test";
let database: TestDatabase;
let services: SeededService[];
const running: { app: FastifyInstance; close(): Promise<void> }[] = [];
const servers: SmtpTestServer[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  await openEveryDay(database.db);
  services = await seedCatalogue(database.db);
});
afterEach(async () => {
  for (const instance of running.splice(0)) await instance.close();
  for (const smtp of servers.splice(0)) await smtp.close();
  await database.drop();
});

/** One server process's app on the shared database: its own connections, its own outbox worker. */
async function startInstance(smtpPort: number) {
  const handle = openDatabase(database.url);
  const app = await buildApp({
    config: testConfig({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      notifyEmail: office,
      rateLimitScale: 1000,
      outboxPollMs: 100,
      // The waits of 1, 5, 30 and 120 minutes become 12 ms, 60 ms, 360 ms and 1.4 s.
      outboxRetryScale: 0.0002,
    }),
    database: handle,
  });
  await app.ready();
  const instance = {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
  running.push(instance);
  return instance;
}

async function stop(instance: { close(): Promise<void> }) {
  running.splice(running.indexOf(instance as (typeof running)[number]), 1);
  await instance.close();
}

async function startSmtp(options: Parameters<typeof startSmtpTestServer>[0]) {
  const smtp = await startSmtpTestServer(options);
  servers.push(smtp);
  return smtp;
}

async function book(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/bookings/create",
    // A week ahead: a visit tomorrow would also get its day-before reminder from a worker started in the
    // evening, one message more than the test counts.
    payload: bookingPayload([services[0]!], { email, preferredDate: addDays(todayInLagos(), 7) }),
  });
  expect(response.statusCode).toBe(201);
}

async function states() {
  const rows = await database.db.selectFrom("outbox_messages").select(["state", "attempts"]).execute();
  return rows.map((row) => ({ state: row.state, attempts: Number(row.attempts) }));
}

/** Waits until `count` mails arrived and every message is sent, then a while longer for any second copy. */
async function expectEachOnce(smtp: SmtpTestServer, count: number) {
  await vi.waitFor(
    async () => {
      expect(smtp.received).toHaveLength(count);
      expect((await states()).every((row) => row.state === "sent")).toBe(true);
    },
    { timeout: 20_000, interval: 100 },
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
  const copies = smtp.received.map((mail) => `${mail.to.join()} ${mail.subject}`);
  expect(new Set(copies).size).toBe(count);
  expect(smtp.received).toHaveLength(count);
}

describe("the outbox", () => {
  it("delivers what waited while the mail server was down, once each, after a restart in between", async () => {
    const port = await unusedPort();
    const first = await startInstance(port);
    await book(first.app, "ada@example.ng");
    await book(first.app, "bayo@example.ng");
    const contact = await first.app.inject({
      method: "POST",
      url: "/api/contact/send-message",
      payload: { name: "Chi", email: "chi@example.ng", message: "Do you clean offices?" },
    });
    expect(contact.statusCode).toBe(200);
    // Each message has been tried and is waiting to be tried again.
    await vi.waitFor(
      async () => {
        const rows = await states();
        expect(rows).toHaveLength(5);
        for (const row of rows) expect(row).toMatchObject({ state: "pending" });
        for (const row of rows) expect(row.attempts).toBeGreaterThanOrEqual(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    await stop(first);

    const smtp = await startSmtp({ port });
    await startInstance(port);
    await expectEachOnce(smtp, 5);
    expect(smtp.received.filter((mail) => mail.to.includes(office))).toHaveLength(3);
  });

  it("tries again when the mail server refuses for a while, and sends each message once", async () => {
    const smtp = await startSmtp({ refuseFirst: 3 });
    const port = Number(new URL(smtp.url).port);
    const { app } = await startInstance(port);
    await book(app, "dayo@example.ng");
    await book(app, "efe@example.ng");
    await expectEachOnce(smtp, 4);
    const tries = (await states()).map((row) => row.attempts);
    expect(tries.reduce((sum, count) => sum + count, 0)).toBe(4 + 3);
  });

  it("marks a message failed after its last try, and Retry sends it", async () => {
    const port = await unusedPort();
    const { app } = await startInstance(port);
    await book(app, "fola@example.ng");
    await vi.waitFor(
      async () => expect((await states()).map((row) => row.state)).toEqual(["failed", "failed"]),
      { timeout: 15_000, interval: 100 },
    );
    expect((await states()).map((row) => row.attempts)).toEqual([5, 5]);
    const smtp = await startSmtp({ port });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(0); // a failed message waits for the owner
    await createAdmin(database.db, testAdmin);
    const cookie = sessionCookieOf(
      await app.inject({ method: "POST", url: "/api/user/login", payload: testAdmin }),
    );
    const failed = await app.inject({ url: "/api/notifications?state=failed", headers: { cookie } });
    expect(failed.json().map((message: { lastError: string }) => message.lastError)).toEqual([
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/ECONNREFUSED/),
    ]);
    for (const message of failed.json()) {
      const retry = await app.inject({
        method: "POST",
        url: `/api/notifications/${message._id}/retry`,
        headers: { cookie },
      });
      expect(retry.json()).toEqual({ message: outboxRetried });
    }
    await expectEachOnce(smtp, 2);
    const again = await app.inject({
      method: "POST",
      url: `/api/notifications/${failed.json()[0]._id}/retry`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: outboxAlreadySent });
  });
});

describe.runIf(process.env.TEST_DIALECT === "postgres")("two instances on one PostgreSQL", () => {
  it("send each message once while both claim at the same time", async () => {
    const port = await unusedPort();
    const one = await startInstance(port);
    const two = await startInstance(port);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => book((i % 2 ? one : two).app, `guest${i}@example.ng`)),
    );
    // Both instances have tried while the mail server was down; now it comes back for both at once.
    const smtp = await startSmtp({ port, delayMs: 20 });
    await expectEachOnce(smtp, 24);
  });
});
