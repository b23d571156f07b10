import crypto from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { redisAnswers, testRedisUrl } from "../test/services-available.ts";
import { tooManySignInAttempts } from "../../shared/rules/sign-in.ts";

const redisUp = await redisAnswers();
const tooMany = tooManySignInAttempts;

/** A TCP relay to the test Redis that the test can cut and restore, to play a Redis that goes away. */
function redisRelay() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect({ host: "127.0.0.1", port: 6379 });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  return { listen, cut, url: () => `redis://127.0.0.1:${port}` };
}

function failedLogin(t: TestApp, email: string, remoteAddress: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email, password: "not the password" },
    remoteAddress,
  });
}

/** A fresh account name and client address per run: the Redis is shared with other test files and runs. */
const unique = () => ({
  email: `rl-${crypto.randomUUID()}@example.ng`,
  address: `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
});

describe.skipIf(!redisUp)(
  "rate limits shared through Redis (skipped: no Redis answers at 127.0.0.1:6379)",
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = await Promise.all([
        createTestApp({ redisUrl: testRedisUrl }),
        createTestApp({ redisUrl: testRedisUrl }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it("counts sign-in attempts made on either instance against one limit", async () => {
      const { email, address } = unique();
      // The per-account limit is 10 in 15 minutes: 5 attempts on each instance use it up.
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await failedLogin(a, email, address)).statusCode).toBe(401);
        expect((await failedLogin(b, email, address)).statusCode).toBe(401);
      }
      for (const t of [a, b]) {
        const refused = await failedLogin(t, email, address);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(tooMany);
      }
    });
  },
);

describe.skipIf(!redisUp)("when Redis goes away (skipped: no Redis answers at 127.0.0.1:6379)", () => {
  const relay = redisRelay();
  let t: TestApp;
  beforeAll(async () => {
    await relay.listen();
    t = await createTestApp({ redisUrl: relay.url() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps serving without waiting on Redis, logs the outage once, and shares limits again when it is back", async () => {
    const { email, address } = unique();
    const errors = vi.spyOn(t.app.log, "error");
    const warnings = vi.spyOn(t.app.log, "warn");
    for (let attempt = 0; attempt < 10; attempt++) await failedLogin(t, email, address);
    expect((await failedLogin(t, email, address)).statusCode).toBe(429);

    await relay.cut();
    // Long enough for several failed reconnection attempts, each of which ioredis reports as an error.
    const outageStarted = Date.now();
    while (Date.now() - outageStarted < 2500) {
      const started = Date.now();
      const response = await failedLogin(t, email, address);
      // Served (the counter is skipped, not guessed) and promptly: no request hangs on a dead Redis.
      expect(response.statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(1500);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const outageLogs = errors.mock.calls.filter(([, message]) => String(message).includes("Redis"));
    expect(outageLogs).toHaveLength(1);

    await relay.listen();
    await vi.waitFor(async () => expect((await failedLogin(t, email, address)).statusCode).toBe(429), {
      timeout: 8000,
      interval: 250,
    });
    expect(warnings.mock.calls.some(([message]) => String(message).includes("reachable again"))).toBe(true);
    expect(errors.mock.calls.filter(([, message]) => String(message).includes("Redis"))).toHaveLength(1);
  });
});

describe("with no Redis at the given address", () => {
  it("starts and serves anyway", async () => {
    const started = Date.now();
    // Port 9 (discard) is closed here: the connection is refused at once.
    const t = await createTestApp({ redisUrl: "redis://127.0.0.1:9" });
    try {
      const { email, address } = unique();
      expect((await failedLogin(t, email, address)).statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await t.close();
    }
  });
});
