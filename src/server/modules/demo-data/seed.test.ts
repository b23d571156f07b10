import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { seedDemoContent } from "./seed.ts";

let t: TestApp;
let seconds = 0;
let seeded = false;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  seeded = await seedDemoContent(t.database.db);
  seconds = (Date.now() - started) / 1000;
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url })).json();

describe("demo content", () => {
  it("fills an empty catalogue quickly", () => {
    expect(seeded).toBe(true);
    expect(seconds).toBeLessThan(3);
  });

  it("has at least 6 categories with descriptions and images, each with 3+ services priced in naira", async () => {
    const categories = await get("/api/categories/get");
    const services = await get("/api/services/get");
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      expect(category.name).toBeTruthy();
      expect(category.description.length).toBeGreaterThan(20);
      expect(category.images.length).toBeGreaterThanOrEqual(1);
      const own = services.filter((s: { category: { _id: string } }) => s.category._id === category._id);
      expect(own.length, category.name).toBeGreaterThanOrEqual(3);
      for (const service of own) {
        expect(service.price).toBeGreaterThanOrEqual(15000);
        expect(service.price).toBeLessThanOrEqual(250000);
        expect(service.images).toHaveLength(1);
      }
    }
    expect(categories.map((c: { name: string }) => c.name)).toContain("Post-Construction Cleaning");
  });

  it("has 4+ past works and 4+ testimonials with pictures", async () => {
    const works = await get("/api/past-works/get");
    const testimonials = await get("/api/testimonials/get");
    expect(works.length).toBeGreaterThanOrEqual(4);
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
    for (const work of works) {
      expect(work.title.length).toBeLessThanOrEqual(40);
      expect(work.description.length).toBeLessThanOrEqual(500);
      expect(work.images.length).toBeGreaterThanOrEqual(1);
    }
    for (const testimonial of testimonials) expect(testimonial.image).toMatch(/^\/api\/images\//);
  });

  it("stores real pictures, served like uploads", async () => {
    const [category] = await get("/api/categories/get");
    const response = await t.app.inject({ url: `${category.images[0]}?w=320&f=webp` });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 320]);
  });

  it("adds the active WELCOME10 coupon: 10%, no usage limit, expiring a year ahead", async () => {
    const coupon = await t.database.db
      .selectFrom("coupons")
      .selectAll()
      .where("code_key", "=", "welcome10")
      .executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({ code: "WELCOME10", usage_limit: null });
    expect(Number(coupon.discount)).toBe(10);
    expect(Number(coupon.active)).toBe(1);
    const today = todayInLagos();
    expect(coupon.expiration_date.slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + 1));
    const check = await t.app.inject({
      method: "POST",
      url: "/api/coupons/check",
      payload: { code: "welcome10" },
    });
    expect(check.json()).toEqual({ used: false, discount: 10 });
  });

  it("never seeds twice, nor over content the staff entered", async () => {
    const before = (await get("/api/categories/get")).length;
    expect(await seedDemoContent(t.database.db)).toBe(false);
    expect((await get("/api/categories/get")).length).toBe(before);
  });
});
