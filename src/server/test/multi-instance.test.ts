import crypto from "node:crypto";
import http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectionRefused,
  freePort,
  sleep,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./server-process.ts";
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from "./scratch-postgres-database.ts";
import { redisAnswers, testRedisUrl } from "./services-available.ts";

// Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer.
const serverUrl = process.env.TEST_DATABASE_URL;
const skipReason =
  process.env.TEST_DIALECT !== "postgres"
    ? "runs in the api-postgres project, when TEST_DATABASE_URL is set"
    : !(await redisAnswers())
      ? "no Redis answers at 127.0.0.1:6379"
      : undefined;

const run = crypto.randomUUID().slice(0, 8);
// Unique per run: the rate-limit counters in Redis outlive the run and are shared with other test files.
const admin = { email: `ops-${run}@example.ng`, password: "multi instance password" };
const tooManySignIns = "Too many sign-in attempts. Please wait 15 minutes and try again.";
const clientAddress = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

describe.skipIf(skipReason !== undefined)(
  `several instances on one database${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    let database: ScratchPostgresDatabase | undefined;
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie = "";

    beforeAll(async () => {
      database = await createScratchPostgresDatabase(serverUrl!, "sparkle_multi");
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
      a = startServer("instance A", portA, env);
      b = startServer("instance B", portB, env);
      await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
    }, 90_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
      await database?.drop();
    }, 30_000);

    /** A JSON call to one instance, from a client address of its own. */
    async function call(server: ServerProcess, method: string, path: string, body?: unknown) {
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
      return {
        status: response.status,
        headers: response.headers,
        json: text ? JSON.parse(text) : undefined,
      };
    }

    it("accepts on one instance a session signed in on the other", async () => {
      const login = await fetch(`${a.url}/api/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
        body: JSON.stringify(admin),
        signal: AbortSignal.timeout(10_000),
      });
      expect(login.status).toBe(200);
      const sid = login.headers.getSetCookie().find((value) => value.startsWith("sid="));
      expect(sid).toBeDefined();
      cookie = sid!.split(";")[0]!;

      const me = await call(b, "GET", "/user/user");
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(admin.email);
    });

    it("serves from one instance an image uploaded to the other", async () => {
      const png = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "van.png");
      const upload = await fetch(`${a.url}/api/uploads`, {
        method: "POST",
        headers: { cookie, "x-forwarded-for": clientAddress() },
        body: form,
        signal: AbortSignal.timeout(20_000),
      });
      expect(upload.status).toBe(201);
      const { secure_url: imageUrl } = (await upload.json()) as { secure_url: string };
      expect(imageUrl).toMatch(/^\/api\/images\/[A-Za-z0-9-]+$/);

      const original = await fetch(`${b.url}${imageUrl}`, { signal: AbortSignal.timeout(10_000) });
      expect(original.status).toBe(200);
      const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([640, 480]);

      const variant = await fetch(`${b.url}${imageUrl}?w=320&f=webp`, {
        signal: AbortSignal.timeout(20_000),
      });
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);
    });

    it("shows a service changed on one instance on the other's list within a second", async () => {
      const category = await call(a, "POST", "/categories/create", {
        name: `Move-out Cleaning ${run}`,
        description: "Empty homes cleaned for the next tenant.",
        images: [],
      });
      expect(category.status).toBe(201);
      const created = await call(a, "POST", "/services/create", {
        name: `End of tenancy ${run}`,
        description: "Every room, cupboard and window.",
        price: 45000,
        category: category.json._id,
        images: [],
      });
      expect(created.status).toBe(201);
      const id = created.json._id as string;

      // B holds its own copy of the list already, so what follows tests that the copy is refreshed.
      await expect
        .poll(
          async () => (await call(b, "GET", "/services/get")).json.some((s: { _id: string }) => s._id === id),
          {
            timeout: 3000,
            interval: 50,
          },
        )
        .toBe(true);

      const newName = `End of tenancy deluxe ${run}`;
      const updated = await call(a, "PUT", `/services/update/${id}`, {
        name: newName,
        description: "Every room, cupboard and window.",
        price: 52000,
        category: category.json._id,
        images: [],
      });
      expect(updated.status).toBe(200);
      const changedAt = Date.now();
      let seenAfterMs = Infinity;
      while (Date.now() - changedAt < 3000) {
        const list = await call(b, "GET", "/services/get");
        const service = list.json.find((s: { _id: string }) => s._id === id);
        if (service?.name === newName && service.price === 52000) {
          seenAfterMs = Date.now() - changedAt;
          break;
        }
        await sleep(25);
      }
      expect(seenAfterMs).toBeLessThanOrEqual(1000);
    });

    it("counts sign-in attempts on both instances against one limit", async () => {
      // Wrong passwords count per account and address: one guessing address against one account.
      const guesser = clientAddress();
      const attempt = (server: ServerProcess) =>
        fetch(`${server.url}/api/user/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": guesser },
          body: JSON.stringify({ email: `someone-${run}@example.ng`, password: "a wrong password" }),
          signal: AbortSignal.timeout(10_000),
        });
      // Ten wrong passwords per account and address in 15 minutes: five on each instance use them up.
      for (let i = 0; i < 5; i++) {
        expect((await attempt(a)).status).toBe(401);
        expect((await attempt(b)).status).toBe(401);
      }
      for (const server of [a, b]) {
        const refused = await attempt(server);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { message: string }).message).toBe(tooManySignIns);
      }
    });

    it("finishes a request in flight when stopped with SIGTERM, and refuses new connections", async () => {
      // A large photo (noise does not compress) sent slowly, as from a phone on a weak network.
      const width = 1200;
      const height = 900;
      const noise = crypto.randomBytes(width * height * 3);
      const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
      const boundary = `----upload${run}`;
      const head = Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="lounge.png"\r\n` +
          `content-type: image/png\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const body = Buffer.concat([head, photo, tail]);

      const uploader = clientAddress();
      let inFlight!: http.ClientRequest;
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${b.url}/api/uploads`, {
          method: "POST",
          agent: false,
          timeout: 30_000,
          headers: {
            cookie,
            "x-forwarded-for": uploader,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": body.length,
          },
        });
        request.on("response", (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.on("timeout", () => request.destroy(new Error("the upload got no answer in 30 s")));
        request.on("error", reject);
        inFlight = request;
      });
      const half = Math.floor(body.length / 2);
      inFlight.write(body.subarray(0, half));
      // The server has accepted the connection and begun the request (it logs the client's address).
      await expect
        .poll(() => b.output().includes(`"remoteAddress":"${uploader}"`), { timeout: 10_000, interval: 50 })
        .toBe(true);

      expect(b.child.kill("SIGTERM")).toBe(true);
      await expect.poll(() => connectionRefused(b.port), { timeout: 5000, interval: 100 }).toBe(true);
      expect(b.child.exitCode).toBeNull();

      inFlight.end(body.subarray(half));
      const response = await answer;
      expect(response.status, response.body).toBe(201);
      const imageUrl = (JSON.parse(response.body) as { secure_url: string }).secure_url;

      const code = await Promise.race([b.exited, sleep(15_000).then(() => "still running")]);
      expect(code, b.output()).toBe(0);
      // The photo it accepted while stopping is stored: the other instance serves it.
      const stored = await fetch(`${a.url}${imageUrl}`, { signal: AbortSignal.timeout(10_000) });
      expect(stored.status).toBe(200);
      expect(stored.headers.get("content-type")).toMatch(/^image\//);
    }, 60_000);
  },
);
