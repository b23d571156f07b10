// The largest amounts the schemas accept, end to end, on both databases: a service at the
// largest price, a booking of twenty of them with and without a coupon, their payment and the owner's
// report, each exact to the kobo; a price past the largest is refused with 400 and a message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { Report } from "../../../shared/schemas/report.ts";
import { bookingPayload, seedCoupon, type SeededService } from "../../test/booking-fixtures.ts";
import { reportSums } from "../../test/report-sums.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** The largest price a service may have (the service schema's limit), in naira. */
const largestPrice = 100_000_000;
const today = todayInLagos();
const period = { from: today, to: addDays(today, 10) };

let t: TestApp;
let owner: string;
let category: string;
let services: SeededService[];

const post = (url: string, payload: object, cookie = owner) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const serviceInput = (name: string, price: unknown) => ({
  name,
  description: "A whole estate",
  price,
  category,
  images: [],
});

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  const created = await post("/api/categories/create", { name: "Estates", description: "Whole estates" });
  category = created.json()._id;
  services = [];
  for (let i = 1; i <= 20; i++) {
    const response = await post("/api/services/create", serviceInput(`Estate ${i}`, largestPrice));
    expect(response.statusCode, response.body).toBe(201);
    services.push(response.json());
  }
  await seedCoupon(t.app.db, { code: "ESTATE10", discount: 10 });
});
afterAll(() => t.close());

async function book(overrides: Parameters<typeof bookingPayload>[1]): Promise<Booking> {
  const response = await post("/api/bookings/create", bookingPayload(services, overrides), "");
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("the largest amounts", () => {
  it("stores a service at the largest price, and refuses one past it with 400 and a message", async () => {
    const listed = (await t.app.inject({ url: "/api/services/get" })).json() as SeededService[];
    expect(listed.filter((service) => service.price === largestPrice)).toHaveLength(20);
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/services/update/${services[0]!._id}`,
      payload: serviceInput("Estate 1", largestPrice - 0.01),
      headers: { cookie: owner },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().price).toBe(99_999_999.99);
    await t.app.inject({
      method: "PUT",
      url: `/api/services/update/${services[0]!._id}`,
      payload: serviceInput("Estate 1", largestPrice),
      headers: { cookie: owner },
    });

    for (const price of [largestPrice + 0.01, 1_000_000_000]) {
      const refused = await post("/api/services/create", serviceInput("Too dear", price));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
      expect(refused.json().fields).toHaveProperty("price");
    }
    const stored = await t.app.db.selectFrom("services").select("price_kobo").execute();
    expect(stored.map((row) => Number(row.price_kobo))).toEqual(Array(20).fill(10_000_000_000));
  });

  it("books twenty services at the largest price, with and without a coupon, exact to the kobo", async () => {
    const plain = await book({ preferredDate: addDays(today, 2) });
    expect(plain.subtotal).toBe(2_000_000_000);
    expect(plain.totalPrice).toBe(2_000_000_000);
    expect(plain.services).toHaveLength(20);

    const withCoupon = await book({ preferredDate: addDays(today, 3), couponCode: "ESTATE10", discount: 10 });
    expect(withCoupon.totalPrice).toBe(1_800_000_000);
    expect(withCoupon.discountAmount).toBe(200_000_000);

    const rows = await t.app.db
      .selectFrom("bookings")
      .select(["id", "subtotal_kobo", "discount_kobo", "total_kobo"])
      .orderBy("total_kobo", "desc")
      .execute();
    expect(rows.map(({ id, ...money }) => ({ ...money, id }))).toEqual([
      { id: plain._id, subtotal_kobo: 200_000_000_000, discount_kobo: 0, total_kobo: 200_000_000_000 },
      {
        id: withCoupon._id,
        subtotal_kobo: 200_000_000_000,
        discount_kobo: 20_000_000_000,
        total_kobo: 180_000_000_000,
      },
    ]);
    const items = await t.app.db.selectFrom("booking_items").select("price_kobo").execute();
    expect(items.reduce((sum, item) => sum + Number(item.price_kobo), 0)).toBe(400_000_000_000);

    // Read back through the list staff see, and paid the largest single payment.
    const listed = await t.app.inject({ url: "/api/bookings/get", headers: { cookie: owner } });
    expect(listed.json().map((booking: Booking) => booking.totalPrice)).toEqual(
      expect.arrayContaining([2_000_000_000, 1_800_000_000]),
    );
    const paid = await post(`/api/bookings/${plain._id}/payments`, {
      amount: 100_000_000,
      method: "transfer",
      paidOn: today,
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it("sums the report at that size, each figure equal to the stored rows' own sum", async () => {
    const response = await t.app.inject({
      url: `/api/reports?from=${period.from}&to=${period.to}`,
      headers: { cookie: owner },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report: Report = response.json();
    expect(report.revenue).toEqual({
      booked: 3_800_000_000,
      collected: 100_000_000,
      outstanding: 3_700_000_000,
      outstandingBookings: 2,
    });
    expect(report.byCategory).toEqual([{ category: "Estates", times: 40, amount: 4_000_000_000 }]);
    expect(report.coupons).toEqual([{ code: "ESTATE10", uses: 1, takenOff: 200_000_000 }]);
    const sums = await reportSums(t.app.db, period);
    expect(report.revenue).toEqual({
      booked: sums.booked,
      collected: sums.collected,
      outstanding: sums.outstanding,
      outstandingBookings: sums.outstandingBookings,
    });
    expect(report.byCategory[0]!.amount).toBe(sums.byCategory.Estates);
  });
});
