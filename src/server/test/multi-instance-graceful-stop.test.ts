// An instance stopped with SIGTERM (a deploy, a scale-down) finishes the request in flight and refuses new
// connections; what it accepted while stopping is stored where the other instance serves it.
import crypto from "node:crypto";
import http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionRefused, sleep, type ServerProcess } from "./server-process.ts";
import {
  clientAddress,
  startTwoInstances,
  twoInstancesSkipReason,
  type TwoInstances,
} from "./two-instances.ts";

const skipReason = twoInstancesSkipReason;

describe.skipIf(skipReason !== undefined)(
  `several instances on one database${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    let instances: TwoInstances;
    let a: ServerProcess;
    let b: ServerProcess;
    let run: string;
    let cookie: string;

    beforeAll(async () => {
      instances = await startTwoInstances();
      ({ a, b, run } = instances);
      cookie = await instances.signIn();
    }, 90_000);

    afterAll(() => instances?.stop(), 30_000);

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
