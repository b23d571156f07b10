// Nobody can lock the owner out, on the real server: wrong passwords from one address, or many sign-ins,
// never keep the right password out from another address; counters in memory and shared through Redis.
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManySignInAttempts } from "../../shared/rules/sign-in.ts";
import { redisAnswers, testRedisUrl } from "./services-available.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "./server-process.ts";

const redisUp = await redisAnswers();
const run = crypto.randomUUID();
// Unique per run: the counters in Redis outlive the run and are shared with other test files.
const owner = { email: `lockout-${run}@example.ng`, password: "the owner's password" };
const wrong = "not the password";
const addresses = new Set<string>();
const address = () => {
  const made = `10.88.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  addresses.add(made);
  return made;
};

const databases: TestDatabase[] = [];
const servers: ServerProcess[] = [];

/** A real server on a database of its own whose owner is `owner`; the client address is X-Forwarded-For. */
async function start(name: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const database = await createTestDatabase();
  databases.push(database);
  const server = startServer(name, await freePort(), {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    WEB_APP: "off",
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    DATABASE_URL: database.url,
    ...env,
  });
  servers.push(server);
  return server;
}

async function login(server: ServerProcess, password: string, from: string, email = owner.email) {
  const response = await fetch(`${server.url}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
  await Promise.all(databases.map((database) => database.drop()));
  if (redisUp) {
    const redis = new Redis(testRedisUrl);
    try {
      const perAddress = [...addresses].map((made) => `sparkle:rl:login-ip:${made}`);
      const keys = [...(await redis.keys(`sparkle:*${run}*`)), ...perAddress];
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }
}, 30_000);

describe("with counters in memory", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await start("server");
    await waitUntilHealthy(server);
  }, 90_000);

  it("lets the owner sign in again and again from one address", async () => {
    const home = address();
    for (let i = 0; i < 13; i++) expect((await login(server, owner.password, home)).status).toBe(200);
  });

  it("lets the owner in from another address after ten wrong passwords from one address", async () => {
    const attacker = address();
    for (let i = 0; i < 10; i++) expect((await login(server, wrong, attacker)).status).toBe(401);
    const refused = await login(server, owner.password, attacker);
    expect(refused).toEqual({ status: 429, message: tooManySignInAttempts });
    expect((await login(server, owner.password, address())).status).toBe(200);
  });
});

describe.skipIf(!redisUp)("two instances sharing Redis (skipped: no Redis answers at 127.0.0.1:6379)", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    [a, b] = [
      await start("instance A", { REDIS_URL: testRedisUrl }),
      await start("instance B", { REDIS_URL: testRedisUrl }),
    ];
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
  }, 90_000);

  it("does not count successful sign-ins on either instance", async () => {
    const home = address();
    for (let i = 0; i < 13; i++) {
      expect((await login(i % 2 ? b : a, owner.password, home)).status, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it("refuses the guessing address on both instances and lets the owner in from another", async () => {
    const attacker = address();
    for (let i = 0; i < 5; i++) {
      expect((await login(a, wrong, attacker)).status).toBe(401);
      expect((await login(b, wrong, attacker)).status).toBe(401);
    }
    for (const server of [a, b]) {
      expect(await login(server, owner.password, attacker)).toEqual({
        status: 429,
        message: tooManySignInAttempts,
      });
      expect((await login(server, owner.password, address())).status).toBe(200);
    }
  });
});
