import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  signInFailuresPerAccountBeforeSlowdown,
  signInSlowdownMaxMs,
  signInSlowdownMs,
  tooManySignInAttempts,
} from "../../../shared/rules/sign-in.ts";
import { redisAnswers, testRedisUrl } from "../../test/services-available.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin } from "./user.service.ts";

const redisUp = await redisAnswers();
const wrong = "not the password";
let lastOctet = 0;
/** A client address no other test in this file has used. */
const newAddress = () => `10.77.${crypto.randomInt(256)}.${(lastOctet = (lastOctet % 254) + 1)}`;

async function login(t: TestApp, email: string, password: string, remoteAddress: string) {
  const started = performance.now();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email, password },
    remoteAddress,
  });
  return { status: response.statusCode, message: response.json().message, ms: performance.now() - started };
}

/** The same promises on one instance with counters in memory, and on two instances sharing Redis. */
describe.each([
  { store: "memory", redis: false },
  { store: "Redis, over two instances", redis: true },
])("sign-in limits ($store)", ({ redis }) => {
  let a: TestApp;
  let b: TestApp;
  let owner: { email: string; password: string };
  const skip = redis && !redisUp;

  beforeEach(async (context) => {
    if (skip) return context.skip("no Redis answers at 127.0.0.1:6379");
    // A fresh account per test: the Redis counters are shared with other test files and runs.
    owner = { email: `owner-${crypto.randomUUID()}@example.ng`, password: "the owner's password" };
    if (redis) {
      [a, b] = await Promise.all([
        createTestApp({ redisUrl: testRedisUrl }),
        createTestApp({ redisUrl: testRedisUrl }),
      ]);
      for (const t of [a, b]) await createAdmin(t.database.db, owner);
    } else {
      a = b = await createTestApp();
      await createAdmin(a.database.db, owner);
    }
  });
  afterEach(async () => {
    if (skip) return;
    await Promise.all([...new Set([a, b])].map((t) => t.close()));
  });

  it("lets the owner in from another address after ten wrong passwords from one address", async () => {
    const attacker = newAddress();
    for (let i = 0; i < 10; i++) expect((await login(a, owner.email, wrong, attacker)).status).toBe(401);
    expect((await login(b, owner.email, owner.password, newAddress())).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const address = newAddress();
    for (let i = 0; i < 13; i++) {
      const t = i % 2 ? b : a;
      expect((await login(t, owner.email, owner.password, address)).status, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it("refuses one address that keeps guessing one account, not its other accounts nor other addresses", async () => {
    const other = { email: `second-${crypto.randomUUID()}@example.ng`, password: "another password" };
    for (const t of new Set([a, b])) await createAdmin(t.database.db, other);
    const attacker = newAddress();
    for (let i = 0; i < 10; i++) {
      const t = i % 2 ? b : a;
      expect((await login(t, owner.email.toUpperCase(), wrong, attacker)).status).toBe(401);
    }
    for (const t of [a, b]) {
      // Refused even with the right password: this address has used up its guesses on this account.
      const refused = await login(t, owner.email, owner.password, attacker);
      expect(refused.status).toBe(429);
      expect(refused.message).toBe(tooManySignInAttempts);
    }
    expect((await login(a, other.email, other.password, attacker)).status).toBe(200);
    expect((await login(b, owner.email, owner.password, newAddress())).status).toBe(200);
  });

  it("starts an address's count again after it signs in", async () => {
    const address = newAddress();
    for (let i = 0; i < 9; i++) expect((await login(a, owner.email, wrong, address)).status).toBe(401);
    expect((await login(b, owner.email, owner.password, address)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(a, owner.email, wrong, address)).status).toBe(401);
    expect((await login(b, owner.email, owner.password, address)).status).toBe(200);
  });

  it("slows every answer for the account more with each wrong password, up to a cap, and never refuses the owner", async () => {
    const baseline: number[] = [];
    for (let i = 0; i < signInFailuresPerAccountBeforeSlowdown; i++) {
      const attempt = await login(i % 2 ? b : a, owner.email, wrong, newAddress());
      expect(attempt.status).toBe(401);
      if (i >= 5) baseline.push(attempt.ms);
    }
    const usual = Math.max(...baseline);
    const slowed: number[] = [];
    for (let i = 0; i < 7; i++) {
      const attempt = await login(i % 2 ? b : a, owner.email, wrong, newAddress());
      expect(attempt.status).toBe(401);
      slowed.push(attempt.ms);
    }
    // 100, 200, 400, 800, 1600 ms, then the 3 s cap: each answer waits at least its delay, and not much more.
    const delays = slowed.map((_, i) => signInSlowdownMs(signInFailuresPerAccountBeforeSlowdown + i));
    expect(delays).toEqual([100, 200, 400, 800, 1600, signInSlowdownMaxMs, signInSlowdownMaxMs]);
    slowed.forEach((ms, i) => {
      expect(ms, `answer ${i + 1} after the threshold`).toBeGreaterThanOrEqual(delays[i]! - 5);
      expect(ms, `answer ${i + 1} after the threshold`).toBeLessThan(delays[i]! + usual + 1000);
    });
    const signedIn = await login(b, owner.email, owner.password, newAddress());
    expect(signedIn.status).toBe(200);
    expect(signedIn.ms).toBeLessThan(signInSlowdownMaxMs + usual + 1000);
  }, 60_000);
});

afterAll(async () => {
  if (!redisUp) return;
  // The counters of this file's accounts; the per-address ones expire with their window.
  const redis = new Redis(testRedisUrl);
  try {
    const keys = await redis.keys("sparkle:fail:*@example.ng");
    const ours = keys.filter((key) => /(owner|second)-[0-9a-f-]{36}@example\.ng$/.test(key));
    if (ours.length) await redis.del(...ours);
  } finally {
    redis.disconnect();
  }
});
