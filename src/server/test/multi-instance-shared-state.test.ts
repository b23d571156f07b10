// Two instances behind a load balancer share what a visitor or an admin would notice: the session, the
// uploaded images, the catalogue and the sign-in limit.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManySignInAttempts } from "../../shared/rules/sign-in.ts";
import { sleep, type ServerProcess } from "./server-process.ts";
import {
  apiCall,
  clientAddress,
  startTwoInstances,
  twoInstancesSkipReason,
  type TwoInstances,
} from "./two-instances.ts";

const skipReason = twoInstancesSkipReason;
const tooManySignIns = tooManySignInAttempts;

describe.skipIf(skipReason !== undefined)(
  `several instances on one database${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    let instances: TwoInstances;
    let a: ServerProcess;
    let b: ServerProcess;
    let run: string;
    let cookie = "";

    beforeAll(async () => {
      instances = await startTwoInstances();
      ({ a, b, run } = instances);
    }, 90_000);

    afterAll(() => instances?.stop(), 30_000);

    const call = (server: ServerProcess, method: string, path: string, body?: unknown) =>
      apiCall(server, method, path, body, cookie);

    it("accepts on one instance a session signed in on the other", async () => {
      cookie = await instances.signIn();

      const me = await call(b, "GET", "/user/user");
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(instances.admin.email);
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
  },
);
