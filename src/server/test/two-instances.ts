// Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer.
import crypto from "node:crypto";
import { freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "./server-process.ts";
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from "./scratch-postgres-database.ts";
import { redisAnswers, testRedisUrl } from "./services-available.ts";
import { openEveryDay } from "./availability.ts";
import { openDatabase } from "../db/database.ts";

/** Why the several-instance tests cannot run here, or undefined when they can. */
export const twoInstancesSkipReason =
  process.env.TEST_DIALECT !== "postgres"
    ? "runs in the api-postgres project, when TEST_DATABASE_URL is set"
    : !(await redisAnswers())
      ? "no Redis answers at 127.0.0.1:6379"
      : undefined;

/** A client address of its own, so one test's calls never count against another's rate limits. */
export const clientAddress = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** A JSON call to one instance's API, from a client address of its own. */
export async function apiCall(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  cookie = "",
) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      "x-forwarded-for": clientAddress(),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

export type TwoInstances = {
  a: ServerProcess;
  b: ServerProcess;
  /** Unique per run: the rate-limit counters in Redis outlive the run and are shared with other files. */
  run: string;
  admin: { email: string; password: string };
  /** The database both share, for a test's own checks. */
  databaseUrl: string;
  /** Signs the admin in on instance A and answers the session cookie. */
  signIn(): Promise<string>;
  stop(): Promise<void>;
};

export async function startTwoInstances(): Promise<TwoInstances> {
  const run = crypto.randomUUID().slice(0, 8);
  const admin = { email: `ops-${run}@example.ng`, password: "multi instance password" };
  let database: ScratchPostgresDatabase | undefined;
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => stopServer(server)));
    await database?.drop();
  };
  try {
    database = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL!, "sparkle_multi");
    const env = {
      NODE_ENV: "production",
      WEB_APP: "off",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Behind a load balancer: the client is the one X-Forwarded-For names.
      TRUST_PROXY: "true",
      // Info: the request log tells the SIGTERM test when the server has begun the slow upload.
      LOG_LEVEL: "info",
    };
    const [portA, portB] = [await freePort(), await freePort()];
    // Started together on a fresh database: both migrate and both make sure the admin exists.
    started.push(startServer("instance A", portA, env), startServer("instance B", portB, env));
    await Promise.all(started.map((server) => waitUntilHealthy(server)));
    // A new site is closed on the days its opening hours close (Sundays); these tests book some days
    // ahead whatever weekday they run on, as the test app's owner does.
    const handle = openDatabase(database.url);
    try {
      await openEveryDay(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const [a, b] = started as [ServerProcess, ServerProcess];
  return {
    a,
    b,
    run,
    admin,
    databaseUrl: database!.url,
    async signIn() {
      const login = await fetch(`${a.url}/api/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
        body: JSON.stringify(admin),
        signal: AbortSignal.timeout(10_000),
      });
      if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
      const sid = login.headers.getSetCookie().find((value) => value.startsWith("sid="));
      if (!sid) throw new Error("sign-in set no session cookie");
      return sid.split(";")[0]!;
    },
    stop,
  };
}
