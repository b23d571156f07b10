import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageCachePlugin, type PageCacheOptions } from "./page-cache.ts";

/**
 * A small app shaped like the real one (cookies, compression, then the cache in front of an HTML
 * catch-all) whose pages count how often they are rendered and show the current "catalogue".
 */
let app: FastifyInstance;
let version: number | undefined;
let catalogue: string;
let renders: Record<string, number>;

async function build(options: Partial<PageCacheOptions> = {}, { nonces = false } = {}) {
  app = Fastify();
  await app.register(cookie);
  if (nonces) {
    // Like the security plugin: a fresh script nonce per answer, named in its CSP header.
    app.decorateReply("scriptNonce", "");
    app.addHook("onRequest", async (_request, reply) => {
      const nonce = randomBytes(16).toString("base64");
      Reflect.set(reply, "scriptNonce", nonce);
      reply.header("content-security-policy", `script-src 'self' 'nonce-${nonce}'`);
    });
  }
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(pageCachePlugin, { version: () => version, ...options });
  const html = (title: string, nonce = "") =>
    `<!doctype html><html><head><title>${title}</title></head><body>${catalogue}${" ".repeat(2000)}` +
    (nonce ? `<script nonce="${nonce}">hydrate()</script><script nonce="${nonce}">more()</script>` : "") +
    `</body></html>`;
  const count = (name: string) => (renders[name] = (renders[name] ?? 0) + 1);

  app.get("/api/services/get", async () => {
    count("api");
    return [{ name: catalogue }];
  });
  app.get("/*", async (request, reply) => {
    const path = request.url.split("?")[0] as string;
    count(request.url);
    reply.type("text/html; charset=utf-8");
    if (path === "/missing") return reply.code(404).send(html("Page not found"));
    if (path === "/broken") return reply.code(500).send(html("Something went wrong"));
    if (path === "/greeting") reply.header("set-cookie", "seen=1; Path=/");
    if (path === "/private") reply.header("cache-control", "private, no-store");
    if (path === "/json") return reply.type("application/json").send({ catalogue });
    if (path === "/slow-write") version = (version ?? 0) + 1;
    // Streamed like the React Router handler's answer.
    const nonce = String(Reflect.get(reply, "scriptNonce") ?? "");
    return reply.send(Readable.from([html(path, nonce), "<!-- end -->"]));
  });
  await app.ready();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { "accept-encoding": "identity", ...headers } });

beforeEach(() => {
  version = 1;
  catalogue = "Deep cleaning";
  renders = {};
});
afterEach(() => app.close());

describe("page cache", () => {
  it("renders a public page once and serves the same page from memory with revalidation headers", async () => {
    await build();
    const first = await get("/services");
    const second = await get("/services");
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("Deep cleaning");
    expect(renders["/services"]).toBe(1);
    expect(second.headers["content-type"]).toMatch(/^text\/html/);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("never serves a page rendered before a catalogue write", async () => {
    await build();
    expect((await get("/services")).body).toContain("Deep cleaning");
    catalogue = "Sofa shampooing";
    version = 2;
    const after = await get("/services");
    expect(after.body).toContain("Sofa shampooing");
    expect(after.body).not.toContain("Deep cleaning");
    expect(renders["/services"]).toBe(2);
    expect((await get("/services")).body).toContain("Sofa shampooing");
    expect(renders["/services"]).toBe(2);
  });

  it("does not keep a page whose content changed while it was rendering", async () => {
    await build();
    await get("/slow-write");
    await get("/slow-write");
    expect(renders["/slow-write"]).toBe(2);
  });

  it("answers 304 to a browser that already holds the current page", async () => {
    await build();
    const first = await get("/about-us");
    const again = await get("/about-us", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    catalogue = "Changed";
    version = 2;
    const changed = await get("/about-us", { "if-none-match": first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Changed");
  });

  it("keeps a compressed copy per encoding that decodes to the same page", async () => {
    await build();
    const plain = await get("/services");
    const br = await get("/services", { "accept-encoding": "gzip, deflate, br" });
    const brAgain = await get("/services", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/services", { "accept-encoding": "gzip" });
    expect(renders["/services"]).toBe(1);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it("compresses the first (rendered) answer too", async () => {
    await build();
    const first = await get("/services", { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain("Deep cleaning");
  });

  it("never caches error pages", async () => {
    await build();
    for (const path of ["/missing", "/broken"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.headers.etag).toBeUndefined();
      expect(renders[path]).toBe(2);
    }
  });

  it("never caches an answer that sets a cookie, is marked private, or is not HTML", async () => {
    await build();
    for (const path of ["/greeting", "/private", "/json"]) {
      await get(path);
      await get(path);
      expect(renders[path]).toBe(2);
    }
    expect((await get("/greeting")).headers["set-cookie"]).toBe("seen=1; Path=/");
  });

  it("leaves signed-in visitors, the API, the dashboard and booking lookups alone", async () => {
    await build();
    await get("/services");
    const signedIn = await get("/services", { cookie: "sid=abc" });
    expect(signedIn.statusCode).toBe(200);
    expect(renders["/services"]).toBe(2);
    expect(signedIn.headers.etag).toBeUndefined();

    const uncached = [
      "/api/services/get",
      "/admin-dashboard",
      "/admin-dashboard/bookings-management",
      "/admin-auth-route",
      "/check-booking-status?id=CL-7K3Q9XMA2B",
    ];
    for (const url of uncached) {
      await get(url);
      await get(url);
    }
    expect(renders.api).toBe(2);
    for (const url of uncached.slice(1)) expect(renders[url]).toBe(2);

    await get("/check-booking-status");
    await get("/check-booking-status");
    expect(renders["/check-booking-status"]).toBe(1);
  });

  it("keys pages by query string and host", async () => {
    await build();
    await get("/services?page=1");
    await get("/services?page=2");
    await get("/services?page=1");
    expect(renders["/services?page=1"]).toBe(1);
    expect(renders["/services?page=2"]).toBe(1);
    await get("/contact-us", { host: "a.example" });
    await get("/contact-us", { host: "b.example" });
    expect(renders["/contact-us"]).toBe(2);
  });

  it("stays within its entry limit, dropping the least recently used page", async () => {
    await build({ maxEntries: 2 });
    await get("/a");
    await get("/b");
    await get("/a");
    await get("/c");
    await get("/a");
    await get("/b");
    expect(renders["/a"]).toBe(1);
    expect(renders["/b"]).toBe(2);
  });

  it("stays within its byte limit", async () => {
    await build({ maxBytes: 3000 });
    await get("/a");
    await get("/b");
    await get("/a");
    expect(renders["/a"]).toBe(2);
  });

  it("renders a page again once it is older than its maximum age", async () => {
    await build({ maxAgeMs: 40 });
    await get("/services");
    await get("/services");
    expect(renders["/services"]).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await get("/services");
    expect(renders["/services"]).toBe(2);
  });

  it("caches nothing while there is no content version to invalidate it by", async () => {
    version = undefined;
    await build();
    await get("/services");
    await get("/services");
    expect(renders["/services"]).toBe(2);
  });
});

describe("page cache with per-answer CSP nonces", () => {
  const nonceOfPolicy = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
  const scriptNonces = (body: string) => [...body.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
  const decode = (encoding: string, raw: Buffer) =>
    encoding === "br"
      ? zlib.brotliDecompressSync(raw).toString()
      : encoding === "gzip"
        ? zlib.gunzipSync(raw).toString()
        : raw.toString();

  it("gives every cached answer the nonce of its own Content-Security-Policy", async () => {
    await build({}, { nonces: true });
    const nonces = [];
    for (const accept of ["identity", "identity", "br", "gzip", "gzip, deflate, br"]) {
      const response = await get("/services", { "accept-encoding": accept });
      const encoding = response.headers["content-encoding"] ?? "identity";
      // A browser taking both gets gzip: it is stitched around the nonce instead of compressed anew.
      expect(encoding).toBe(accept.startsWith("gzip") ? "gzip" : accept);
      const body = decode(String(encoding), response.rawPayload);
      const nonce = nonceOfPolicy(response.headers["content-security-policy"]);
      expect(nonce).toBeTruthy();
      expect(scriptNonces(body)).toEqual([nonce, nonce]);
      expect(body).toContain("Deep cleaning");
      nonces.push(nonce);
    }
    expect(renders["/services"]).toBe(1);
    expect(new Set(nonces).size).toBe(5);
  });

  it("answers 304 without a new policy, so the browser's copy keeps working", async () => {
    await build({}, { nonces: true });
    const first = await get("/services");
    const second = await get("/services");
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get("/services", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });
});
