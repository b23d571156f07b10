// Coupons at booking time (decision 004): applied by the server, never silently dropped or given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  bookingPayload,
  countBookings,
  seedCatalogue,
  seedCoupon,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { couponNoLongerValid, couponUsedUp } from "./bookings.service.ts";

let t: TestApp;
let services: SeededService[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const book = (payload: object) => t.app.inject({ method: "POST", url: "/api/bookings/create", payload });
const check = (code: string) =>
  t.app.inject({ method: "POST", url: "/api/coupons/check", payload: { code } });
const useCountOf = async (id: string) =>
  Number(
    (await t.app.db.selectFrom("coupons").select("use_count").where("id", "=", id).executeTakeFirstOrThrow())
      .use_count,
  );
const withCoupon = (code: string, discount: number, chosen = [services[0]!, services[2]!]) =>
  bookingPayload(chosen, { couponCode: code, couponApplied: code, discount });

describe("a coupon on a booking", () => {
  it("takes the discount off, stores the code and takes one use", async () => {
    const id = await seedCoupon(t.app.db, { code: "Harmattan15", discount: 15 });
    const response = await book(withCoupon("HARMATTAN15", 15));
    expect(response.statusCode).toBe(201);
    // 45,000 + 999.99 = 45,999.99; 15% off = 39,099.99 (rounded to the kobo).
    expect(response.json()).toMatchObject({
      subtotal: 45999.99,
      discount: 15,
      totalPrice: 39099.99,
      couponCode: "Harmattan15",
    });
    expect(await useCountOf(id)).toBe(1);
  });

  it("stores the amount taken off in kobo beside the percentage, and answers it in naira", async () => {
    await seedCoupon(t.app.db, { code: "LAGOS15", discount: 15 });
    const response = await book(withCoupon("LAGOS15", 15));
    expect(response.statusCode).toBe(201);
    // 15% of ₦45,999.99 is ₦6,899.9985; the total was rounded to ₦39,099.99, so ₦6,900 came off.
    expect(response.json()).toMatchObject({
      subtotal: 45999.99,
      discount: 15,
      discountAmount: 6900,
      totalPrice: 39099.99,
    });
    const stored = await t.app.db
      .selectFrom("bookings")
      .select(["subtotal_kobo", "discount_percent", "discount_kobo", "total_kobo"])
      .where("id", "=", response.json()._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      subtotal_kobo: 4_599_999,
      discount_percent: 15,
      discount_kobo: 690_000,
      total_kobo: 3_909_999,
    });
    // Read back from the database: a status change answers the stored booking.
    const confirmed = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/update-status/${response.json()._id}/confirmed`,
      headers: { cookie: await t.signIn() },
    });
    expect(confirmed.json()).toMatchObject({ discount: 15, discountAmount: 6900 });
  });

  it("takes nothing off a booking without a coupon", async () => {
    const response = await book(bookingPayload([services[1]!]));
    expect(response.json()).toMatchObject({ discount: 0, discountAmount: 0, totalPrice: 12500.5 });
  });

  it("refuses a total that ignores the coupon: the server decides the discount", async () => {
    await seedCoupon(t.app.db, { code: "HALF", discount: 50 });
    const payload = withCoupon("HALF", 50);
    const response = await book({ ...payload, couponCode: null, couponApplied: null });
    expect(response.statusCode).toBe(409);
  });

  it("refuses a booking whose coupon was used up between check and booking, storing nothing", async () => {
    const id = await seedCoupon(t.app.db, { code: "ONLYONE", discount: 10, usageLimit: 1 });
    expect((await check("ONLYONE")).json()).toEqual({ used: false, discount: 10 });
    expect((await book(withCoupon("ONLYONE", 10))).statusCode).toBe(201);

    const before = await countBookings(t.app.db);
    const late = await book(withCoupon("ONLYONE", 10));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(couponUsedUp);
    expect(await countBookings(t.app.db)).toBe(before);
    expect(await useCountOf(id)).toBe(1);
    expect((await check("ONLYONE")).json()).toEqual({ used: true, discount: 10 });
  });

  it("lets exactly one of two concurrent bookings take a coupon's last use", async () => {
    const id = await seedCoupon(t.app.db, { code: "LASTONE", discount: 20, usageLimit: 3, useCount: 2 });
    const before = await countBookings(t.app.db);
    const responses = await Promise.all([book(withCoupon("LASTONE", 20)), book(withCoupon("LASTONE", 20))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(couponUsedUp);
    expect(await countBookings(t.app.db)).toBe(before + 1);
    expect(await useCountOf(id)).toBe(3);
  });

  it("gives a limit of 3 to exactly 3 of 8 concurrent bookings", async () => {
    const id = await seedCoupon(t.app.db, { code: "THREE", discount: 5, usageLimit: 3 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => book(withCoupon("THREE", 5))));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await useCountOf(id)).toBe(3);
    const stored = await t.app.db.selectFrom("bookings").select("id").where("coupon_id", "=", id).execute();
    expect(stored).toHaveLength(3);
  });

  it.each([
    ["expired", { expirationDate: todayInLagos(new Date(Date.now() - 24 * 60 * 60 * 1000)) }],
    ["inactive", { active: false }],
  ])("refuses an %s coupon with 409 rather than booking without it", async (label, values) => {
    const code = `GONE${label.toUpperCase()}`;
    const id = await seedCoupon(t.app.db, { code, discount: 10, ...values });
    const before = await countBookings(t.app.db);
    const response = await book(withCoupon(code, 10));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(couponNoLongerValid);
    expect(await countBookings(t.app.db)).toBe(before);
    expect(await useCountOf(id)).toBe(0);
  });

  it("refuses an unknown coupon with 409", async () => {
    const response = await book(withCoupon("NEVERISSUED", 10));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(couponNoLongerValid);
  });

  it("takes no use when the booking itself is refused", async () => {
    const id = await seedCoupon(t.app.db, { code: "KEEPME", discount: 10, usageLimit: 1 });
    const response = await book({ ...withCoupon("KEEPME", 10), totalPrice: 1 });
    expect(response.statusCode).toBe(409);
    expect(await useCountOf(id)).toBe(0);
  });
});

describe("deleting a coupon that bookings used", () => {
  it("keeps the bookings, with the code and discount they were made with", async () => {
    const id = await seedCoupon(t.app.db, { code: "SHORTLIVED", discount: 10 });
    const booked = (await book(withCoupon("SHORTLIVED", 10))).json();
    const cookie = await t.signIn();
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/coupons/delete/${id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    const list = (await t.app.inject({ url: "/api/bookings/get", headers: { cookie } })).json();
    expect(list.find((b: { _id: string }) => b._id === booked._id)).toMatchObject({
      couponCode: "SHORTLIVED",
      discount: 10,
      totalPrice: booked.totalPrice,
    });
  });
});

describe("coupon check limit", () => {
  it("limits checks per client address, so codes cannot be guessed by brute force", async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/coupons/check",
          payload: { code: `GUESS${i}` },
          remoteAddress: "10.7.7.7",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
