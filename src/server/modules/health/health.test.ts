// The health check calls an instance ready only when its database answers and its outbox is moving: a
// message long due that no worker holds makes it answer 503 with the reason. The load balancers' check
// asks only whether this instance can serve.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  healthDatabaseUnavailable,
  healthOutboxStuck,
  outboxStuckAfterMinutes,
} from "../../../shared/rules/operations.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { unusedPort } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { enqueueMessages } from "../outbox/outbox.repository.ts";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const mail = {
  kind: "booking-received" as const,
  to: "g@example.ng",
  subject: "Hi",
  text: "Hi",
  html: "<p>Hi</p>",
};

let t: TestApp;
beforeAll(async () => {
  // Mail on, so the outbox is watched; the worker polls hourly, so it never takes the rows written here.
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await unusedPort()}`, outboxPollMs: 3_600_000 });
});
afterAll(() => t.close());
beforeEach(() => t.app.db.deleteFrom("outbox_messages").execute());

const health = () => t.app.inject({ url: "/api/health" });

describe("GET /api/health", () => {
  it("is ready with the database answering and nothing waiting", async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.app.dialect, outbox: "ok" });
  });

  it("stays ready while a waiting message is not yet overdue, or a worker holds it", async () => {
    await enqueueMessages(t.app.db, [mail], minutesAgo(outboxStuckAfterMinutes - 1));
    await enqueueMessages(
      t.app.db,
      [{ ...mail, to: "h@example.ng" }],
      minutesAgo(outboxStuckAfterMinutes + 5),
    );
    await t.app.db
      .updateTable("outbox_messages")
      .set({ lease_until: new Date(Date.now() + 60_000).toISOString(), claim: "a-live-worker" })
      .where("recipient", "=", "h@example.ng")
      .execute();
    expect((await health()).statusCode).toBe(200);
  });

  it("answers 503 when a message is overdue and no worker holds it", async () => {
    await enqueueMessages(t.app.db, [mail], minutesAgo(outboxStuckAfterMinutes + 1));
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: healthOutboxStuck,
      status: "error",
      reason: "outbox",
      database: t.app.dialect,
    });
  });

  it("answers 503 again once a dead worker's lease has run out", async () => {
    await enqueueMessages(t.app.db, [mail], minutesAgo(outboxStuckAfterMinutes + 30));
    await t.app.db
      .updateTable("outbox_messages")
      .set({ lease_until: minutesAgo(1).toISOString(), claim: "a-dead-worker" })
      .execute();
    expect((await health()).statusCode).toBe(503);
  });
});

describe("GET /api/health/instance, the load balancers' check", () => {
  it("keeps an instance in rotation while the shared outbox is stuck, which the monitors' check reports", async () => {
    await enqueueMessages(t.app.db, [mail], minutesAgo(outboxStuckAfterMinutes + 1));
    expect((await health()).statusCode).toBe(503);
    const response = await t.app.inject({ url: "/api/health/instance" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.app.dialect });
  });
});

describe("GET /api/health with mail off", () => {
  it("reports the outbox off and does not hold waiting mail against the instance", async () => {
    const off = await createTestApp();
    try {
      await enqueueMessages(off.app.db, [mail], minutesAgo(60));
      const response = await off.app.inject({ url: "/api/health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok", database: off.app.dialect, outbox: "off" });
    } finally {
      await off.close();
    }
  });
});

describe("GET /api/health and /api/health/instance without a database", () => {
  it("answer 503 saying the database is unavailable", async () => {
    const database = await createTestDatabase();
    // The app's own connection, closed under it; the database itself is dropped after.
    const connection = openDatabase(database.url);
    const app = await buildApp({ config: testConfig(), database: connection });
    await app.ready();
    try {
      await connection.close();
      for (const url of ["/api/health", "/api/health/instance"]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({
          message: healthDatabaseUnavailable,
          status: "error",
          reason: "database",
        });
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
