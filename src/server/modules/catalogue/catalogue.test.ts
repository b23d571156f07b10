// The public catalogue: served from memory with ETags, never stale after a write on this instance,
// and stale for at most about a second after a write on another instance sharing the database.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { createLoaderServices } from "../../load-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { requester } from "../../test/catalogue-test-kit.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
});
afterAll(() => t.close());

const lists = ["/api/categories/get", "/api/services/get", "/api/past-works/get", "/api/testimonials/get"];

describe("public lists", () => {
  it.each(lists)("%s answers a JSON array with an ETag, and 304 when the client holds it", async (url) => {
    const first = await api.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    expect(Array.isArray(first.json())).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await api.get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await api.get(url, { "if-none-match": `W/${etag}` })).statusCode).toBe(304);
    expect((await api.get(url, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
  });

  it("shows every write on the next GET, with a new ETag, and 200 for the old one", async () => {
    const before = await api.get("/api/categories/get");
    const created = (
      await api.post("/api/categories/create", { name: "Fumigation", description: "Pests out" })
    ).json();
    const after = await api.get("/api/categories/get", { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toEqual([created]);

    await api.put(`/api/categories/update/${created._id}`, {
      name: "Pest Control",
      description: "Pests out",
    });
    expect((await api.get("/api/categories/get")).json()[0].name).toBe("Pest Control");
    await api.del(`/api/categories/delete/${created._id}`);
    expect((await api.get("/api/categories/get")).json()).toEqual([]);
  });

  it("moves the shared version on with each write and never on a refused one", async () => {
    const services = createLoaderServices(t.app);
    const start = services.catalogue.version();
    await api.post("/api/testimonials/create", { name: "", role: "x", feedback: "x" });
    expect(services.catalogue.version()).toBe(start);
    const created = (
      await api.post("/api/testimonials/create", { name: "Aisha", role: "Ikeja", feedback: "Great" })
    ).json();
    const afterCreate = services.catalogue.version();
    expect(afterCreate).not.toBe(start);
    expect(await services.catalogue.testimonials()).toEqual([created]);
    await api.del(`/api/testimonials/delete/${created._id}`);
    expect(services.catalogue.version()).not.toBe(afterCreate);
    expect(await services.catalogue.testimonials()).toEqual([]);
  });
});

describe("compression", () => {
  it("sends a large list compressed as the client accepts, the same list in every encoding", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const work = { title: `Job ${i}`, description: "Cleaned from top to bottom. ".repeat(15) };
      ids.push((await api.post("/api/past-works/create", work)).json()._id);
    }
    const plain = await api.get("/api/past-works/get");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await api.get("/api/past-works/get", { "accept-encoding": "br" });
    const gzip = await api.get("/api/past-works/get", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
    for (const id of ids) await api.del(`/api/past-works/delete/${id}`);
  });
});

describe("the page loaders' catalogue", () => {
  it("hands each loader its own list, so changing one changes nothing for the next page", async () => {
    const { catalogue } = createLoaderServices(t.app);
    const created = (
      await api.post("/api/past-works/create", { title: "Yaba Hostel", description: "Fumigated" })
    ).json();
    const first = await catalogue.pastWorks();
    first[0]!.title = "Changed by a page";
    first.length = 0;
    expect(await catalogue.pastWorks()).toEqual([created]);
    expect((await api.get("/api/past-works/get")).json()).toEqual([created]);
    await api.del(`/api/past-works/delete/${created._id}`);
  });
});

describe("several instances on one database", () => {
  it("sees another instance's write within a second, in the API and in page loaders", async () => {
    const second = openDatabase(t.database.url);
    const other = await buildApp({ config: testConfig(), database: second });
    await other.ready();
    try {
      const otherCatalogue = createLoaderServices(other).catalogue;
      // Warm the other instance's copies.
      expect((await other.inject({ url: "/api/services/get" })).json()).toEqual([]);
      expect(await otherCatalogue.categories()).toEqual([]);
      const versionBefore = otherCatalogue.version();

      const category = (
        await api.post("/api/categories/create", { name: "Laundry", description: "Wash" })
      ).json();
      const service = (
        await api.post("/api/services/create", {
          name: "Wash & Fold",
          description: "d",
          price: 15000,
          category: category._id,
        })
      ).json();

      const deadline = Date.now() + 1000;
      let seen: unknown[] = [];
      while (Date.now() < deadline) {
        seen = (await other.inject({ url: "/api/services/get" })).json();
        if (seen.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toEqual([service]);
      expect(await otherCatalogue.categories()).toEqual([category]);
      expect(otherCatalogue.version()).not.toBe(versionBefore);

      await api.del(`/api/services/delete/${service._id}`);
      await api.del(`/api/categories/delete/${category._id}`);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
