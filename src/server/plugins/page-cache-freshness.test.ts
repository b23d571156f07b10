// The page cache never serves a page older than the content it shows: a catalogue write, a change while
// rendering, or the page's maximum age each make it render the page again.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageCacheSite } from "../test/page-cache-site.ts";

const site = pageCacheSite();
const { build, get } = site;

beforeEach(() => site.reset());
afterEach(() => site.close());

describe("page cache", () => {
  it("renders a public page once and serves the same page from memory with revalidation headers", async () => {
    await build();
    const first = await get("/services");
    const second = await get("/services");
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("Deep cleaning");
    expect(site.renders["/services"]).toBe(1);
    expect(second.headers["content-type"]).toMatch(/^text\/html/);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("never serves a page rendered before a catalogue write", async () => {
    await build();
    expect((await get("/services")).body).toContain("Deep cleaning");
    site.catalogue = "Sofa shampooing";
    site.version = 2;
    const after = await get("/services");
    expect(after.body).toContain("Sofa shampooing");
    expect(after.body).not.toContain("Deep cleaning");
    expect(site.renders["/services"]).toBe(2);
    expect((await get("/services")).body).toContain("Sofa shampooing");
    expect(site.renders["/services"]).toBe(2);
  });

  it("does not keep a page whose content changed while it was rendering", async () => {
    await build();
    await get("/slow-write");
    await get("/slow-write");
    expect(site.renders["/slow-write"]).toBe(2);
  });

  it("answers 304 to a browser that already holds the current page", async () => {
    await build();
    const first = await get("/about-us");
    const again = await get("/about-us", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    site.catalogue = "Changed";
    site.version = 2;
    const changed = await get("/about-us", { "if-none-match": first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Changed");
  });

  it("renders a page again once it is older than its maximum age", async () => {
    await build({ maxAgeMs: 40 });
    await get("/services");
    await get("/services");
    expect(site.renders["/services"]).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await get("/services");
    expect(site.renders["/services"]).toBe(2);
  });

  it("caches nothing while there is no content version to invalidate it by", async () => {
    site.version = undefined;
    await build();
    await get("/services");
    await get("/services");
    expect(site.renders["/services"]).toBe(2);
  });
});
