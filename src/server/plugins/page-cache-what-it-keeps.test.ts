// What the page cache keeps and what it leaves alone: never errors, cookies, private or non-HTML answers,
// signed-in visitors, the API or the dashboard; pages keyed by query and host, within its limits.
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageCacheSite } from "../test/page-cache-site.ts";

const site = pageCacheSite();
const { build, get } = site;

beforeEach(() => site.reset());
afterEach(() => site.close());

describe("page cache", () => {
  it("never caches error pages", async () => {
    await build();
    for (const path of ["/missing", "/broken"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.headers.etag).toBeUndefined();
      expect(site.renders[path]).toBe(2);
    }
  });

  it("never caches an answer that sets a cookie, is marked private, or is not HTML", async () => {
    await build();
    for (const path of ["/greeting", "/private", "/json"]) {
      await get(path);
      await get(path);
      expect(site.renders[path]).toBe(2);
    }
    expect((await get("/greeting")).headers["set-cookie"]).toBe("seen=1; Path=/");
  });

  it("leaves signed-in visitors, the API, the dashboard and booking lookups alone", async () => {
    await build();
    await get("/services");
    const signedIn = await get("/services", { cookie: "sid=abc" });
    expect(signedIn.statusCode).toBe(200);
    expect(site.renders["/services"]).toBe(2);
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
    expect(site.renders.api).toBe(2);
    for (const url of uncached.slice(1)) expect(site.renders[url]).toBe(2);

    await get("/check-booking-status");
    await get("/check-booking-status");
    expect(site.renders["/check-booking-status"]).toBe(1);
  });

  it("keys pages by query string and host", async () => {
    await build();
    await get("/services?page=1");
    await get("/services?page=2");
    await get("/services?page=1");
    expect(site.renders["/services?page=1"]).toBe(1);
    expect(site.renders["/services?page=2"]).toBe(1);
    await get("/contact-us", { host: "a.example" });
    await get("/contact-us", { host: "b.example" });
    expect(site.renders["/contact-us"]).toBe(2);
  });

  it("stays within its entry limit, dropping the least recently used page", async () => {
    await build({ maxEntries: 2 });
    await get("/a");
    await get("/b");
    await get("/a");
    await get("/c");
    await get("/a");
    await get("/b");
    expect(site.renders["/a"]).toBe(1);
    expect(site.renders["/b"]).toBe(2);
  });

  it("stays within its byte limit", async () => {
    await build({ maxBytes: 3000 });
    await get("/a");
    await get("/b");
    await get("/a");
    expect(site.renders["/a"]).toBe(2);
  });

  it("counts the gzip pieces it keeps for answers with a nonce against its byte limit", async () => {
    // Pages that barely compress: each keeps its body (about 5 KB) and its gzip pieces (about 4 KB).
    site.catalogue = randomBytes(2400).toString("base64");
    await build({ maxBytes: 12_000 }, { nonces: true });
    const gzip = { "accept-encoding": "gzip" };
    await get("/a", gzip);
    await get("/b", gzip);
    await get("/a", gzip);
    // Both bodies alone would fit; with /a's gzip pieces counted, keeping /b dropped /a.
    expect(site.renders["/a"]).toBe(2);
  });
});
