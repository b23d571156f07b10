import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import {
  couponCodeMaxLength,
  couponCodeMissing,
  couponCodeTooLong,
  couponExpired,
  couponInvalid,
  couponNotFound,
  duplicateCouponCode,
} from "../../../shared/rules/coupon.ts";
import { couponDeleted } from "../../../shared/rules/toasts.ts";
import { requiredCouponFields } from "../../../shared/schemas/coupon.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { seedCoupon } from "../../test/booking-fixtures.ts";
import { pastExpiry } from "./coupons.service.ts";

let t: TestApp;
let cookie: string;
const day = 24 * 60 * 60 * 1000;
const yesterday = () => todayInLagos(new Date(Date.now() - day));

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  await seedCoupon(t.app.db, { code: "WELCOME10", discount: 10 });
  await seedCoupon(t.app.db, { code: "SLEEPY", active: false });
  await seedCoupon(t.app.db, { code: "OLDNEWS", expirationDate: yesterday() });
  await seedCoupon(t.app.db, { code: "LASTDAY", discount: 15, expirationDate: todayInLagos() });
  await seedCoupon(t.app.db, { code: "ONCE", discount: 20, usageLimit: 1, useCount: 1 });
  await seedCoupon(t.app.db, { code: "TWICE", discount: 25, usageLimit: 2, useCount: 1 });
});
afterAll(() => t.close());

const check = (code: unknown) =>
  t.app.inject({ method: "POST", url: "/api/coupons/check", payload: { code } });
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/coupons/create", payload, headers: { cookie } });
const auditOf = (entityId: string) =>
  t.app.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .execute();

const validCoupon = () => ({
  code: `Rainy${Math.random().toString(36).slice(2, 8)}`,
  discount: 15,
  description: "Rainy season offer",
  expirationDate: todayInLagos(new Date(Date.now() + 30 * day)),
});

describe("POST /api/coupons/check", () => {
  it("answers the discount of an active code, whatever its case", async () => {
    for (const code of ["WELCOME10", "welcome10", " Welcome10 "]) {
      const response = await check(code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ used: false, discount: 10 });
    }
  });

  it("still accepts a code on its last day, in Lagos time", async () => {
    expect((await check("lastday")).json()).toEqual({ used: false, discount: 15 });
  });

  it("says used once the use count has reached the limit", async () => {
    expect((await check("ONCE")).json()).toEqual({ used: true, discount: 20 });
    expect((await check("TWICE")).json()).toEqual({ used: false, discount: 25 });
  });

  it.each([["NOPE"], ["SLEEPY"]])("answers 404 Invalid coupon code. for %s", async (code) => {
    const response = await check(code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: couponInvalid });
  });

  it("says when an active code expired, so it does not read like a typo", async () => {
    const response = await check("OLDNEWS");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: couponExpired(yesterday()) });
    expect(couponExpired("2026-10-31")).toBe("This code expired on 31 Oct 2026.");
  });

  it("asks for a code when none is given", async () => {
    const response = await check("  ");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(couponCodeMissing);
  });

  it("refuses a code longer than any coupon can be, when checked or created", async () => {
    const long = "A".repeat(couponCodeMaxLength + 1);
    for (const response of [await check(long), await create({ ...validCoupon(), code: long })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(couponCodeTooLong);
    }
  });
});

describe("admin coupons", () => {
  const valid = validCoupon;

  it("creates a coupon, active by default, audited, and lists it newest first", async () => {
    const input = valid();
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ ...input, active: true, usageLimit: null, useCount: 0 });
    expect((await check(input.code.toUpperCase())).json()).toEqual({ used: false, discount: 15 });

    const list = await t.app.inject({ url: "/api/coupons/get", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]._id).toBe(created._id);
    expect(list.json().map((c: { code: string }) => c.code)).toContain("WELCOME10");

    const audit = await auditOf(created._id);
    expect(audit).toMatchObject([{ action: "create", entity: "coupon", actor_email: "admin@example.ng" }]);
  });

  it("accepts a usage limit and an expiry of today", async () => {
    const response = await create({
      ...valid(),
      usageLimit: 3,
      expirationDate: todayInLagos(),
      active: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ usageLimit: 3, active: false, expirationDate: todayInLagos() });
  });

  it.each(["code", "discount", "expirationDate"])(
    "refuses a coupon without %s: Please fill in all the required fields",
    async (field) => {
      const input: Record<string, unknown> = valid();
      delete input[field];
      const response = await create(input);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(requiredCouponFields);
      expect(Object.keys(response.json().fields)).toContain(field);
    },
  );

  it.each([
    [0, "Discount must be between 1 and 100"],
    [150, "Discount must be between 1 and 100"],
    [12.5, "Discount must be a whole number"],
  ])("refuses a discount of %s", async (discount, message) => {
    const response = await create({ ...valid(), discount });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses an expiry in the past", async () => {
    const response = await create({ ...valid(), expirationDate: yesterday() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: pastExpiry, fields: { expirationDate: pastExpiry } });
  });

  it("refuses a code that exists in another case with 409", async () => {
    const before = (await t.app.inject({ url: "/api/coupons/get", headers: { cookie } })).json().length;
    const response = await create({ ...valid(), code: "welcome10" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(duplicateCouponCode);
    expect((await t.app.inject({ url: "/api/coupons/get", headers: { cookie } })).json()).toHaveLength(
      before,
    );
  });

  it("toggles a coupon off and on, and an inactive code stops checking", async () => {
    const created = (await create(valid())).json();
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/coupons/toggle/${created._id}/toggle`,
      headers: { cookie },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ _id: created._id, active: false });
    expect((await check(created.code)).statusCode).toBe(404);
    const on = await t.app.inject({
      method: "PUT",
      url: `/api/coupons/toggle/${created._id}/toggle`,
      headers: { cookie },
    });
    expect(on.json().active).toBe(true);
    expect((await check(created.code)).statusCode).toBe(200);
    // Entries made within one millisecond share a timestamp, so compare them unordered.
    expect((await auditOf(created._id)).map((entry) => entry.action).sort()).toEqual([
      "activate",
      "create",
      "deactivate",
    ]);
  });

  it("deletes a coupon, audited", async () => {
    const created = (await create(valid())).json();
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/coupons/delete/${created._id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(couponDeleted);
    expect((await check(created.code)).statusCode).toBe(404);
    expect((await auditOf(created._id)).map((entry) => entry.action).sort()).toEqual(["create", "delete"]);
  });

  it("answers 404 for unknown ids", async () => {
    for (const [method, url] of [
      ["PUT", "/api/coupons/toggle/no-such-id/toggle"],
      ["DELETE", "/api/coupons/delete/no-such-id"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(couponNotFound);
    }
  });
});
