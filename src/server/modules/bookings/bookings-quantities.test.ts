// Pricing by quantity and area (docs/decisions/048-pricing-by-quantity-and-area.md): the server prices each
// line as price × quantity, adds the area's travel fee as its own line, and takes a coupon off the services
// only. Quantities out of a service's bounds and areas the owner does not serve are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricesChanged } from "../../../shared/schemas/booking.ts";
import { areaNotServed, quantityOutOfBounds } from "../../../shared/rules/pricing.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { noAreaLabel } from "../../../shared/rules/reports.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingPayload, countBookings, seedCoupon } from "../../test/booking-fixtures.ts";

let t: TestApp;
let cookie: string;
let shirts: { _id: string; name: string; price: number };
let duvet: { _id: string; name: string; price: number; unit?: string };

const book = (payload: object) => t.app.inject({ method: "POST", url: "/api/bookings/create", payload });
const admin = (method: "POST" | "PUT", url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  const category = await admin("POST", "/api/categories/create", {
    name: "Laundry",
    description: "Washed and ironed",
    images: [],
  });
  expect(category.statusCode, category.body).toBe(201);
  const make = async (name: string, price: number, extra: object) => {
    const made = await admin("POST", "/api/services/create", {
      name,
      description: "Washed and ironed",
      price,
      category: category.json()._id,
      images: [],
      ...extra,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json();
  };
  shirts = await make("Shirts (ironed)", 500, { unit: "item", minQuantity: 1, maxQuantity: 50 });
  duvet = await make("Duvet", 4000, {});
  const settings = await admin("PUT", "/api/settings", {
    business: {
      ...defaultSettings.business,
      travelFees: [
        { area: "Lekki", fee: 2500 },
        { area: "Yaba", fee: 0 },
      ],
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(() => t.close());

const laundry = (quantity: unknown, overrides: object = {}) => ({
  ...bookingPayload([]),
  services: [{ ...shirts, quantity }],
  totalPrice: 6000,
  ...overrides,
});

describe("a service priced per item", () => {
  it("answers its unit and bounds as saved", () => {
    expect(shirts).toMatchObject({ unit: "item", minQuantity: 1, maxQuantity: 50 });
    // A service saved without a unit is priced per visit, as every service was before.
    expect(duvet.unit).toBeUndefined();
  });

  it("costs price × quantity: 12 items at ₦500 are ₦6,000", async () => {
    const response = await book(laundry(12));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      services: [{ name: "Shirts (ironed)", price: 500, quantity: 12, unit: "item" }],
      subtotal: 6000,
      totalPrice: 6000,
      travelFee: 0,
      area: null,
    });
  });

  it("refuses 0, 51, 2.5, a string and none with a message naming the service and its bounds", async () => {
    const before = await countBookings(t.app.db);
    for (const quantity of [0, 51, 2.5, "12", undefined]) {
      const response = await book(laundry(quantity));
      expect(response.statusCode, `${String(quantity)}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(
        quantityOutOfBounds({ name: "Shirts (ironed)", unit: "item", minQuantity: 1, maxQuantity: 50 }),
      );
    }
    expect(await countBookings(t.app.db)).toBe(before);
  });

  it("keeps the price as the prices changed message when the client's total disagrees", async () => {
    const response = await book(laundry(12, { totalPrice: 500 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(pricesChanged);
  });

  it("leaves bookings already made alone when the service's unit or bounds change", async () => {
    const made = (await book(laundry(12))).json();
    const changed = await admin("PUT", `/api/services/update/${shirts._id}`, {
      name: shirts.name,
      description: "Washed and ironed",
      price: 500,
      category: (shirts as { category: { _id: string } } & typeof shirts).category._id,
      images: [],
      unit: "room",
      minQuantity: 1,
      maxQuantity: 5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const item = await t.app.db
      .selectFrom("booking_items")
      .select(["quantity", "unit", "price_kobo"])
      .where("booking_id", "=", made._id)
      .executeTakeFirstOrThrow();
    expect({ ...item, price_kobo: Number(item.price_kobo) }).toEqual({
      quantity: 12,
      unit: "item",
      price_kobo: 50_000,
    });
    const restored = await admin("PUT", `/api/services/update/${shirts._id}`, {
      name: shirts.name,
      description: "Washed and ironed",
      price: 500,
      category: (shirts as { category: { _id: string } } & typeof shirts).category._id,
      images: [],
      unit: "item",
      minQuantity: 1,
      maxQuantity: 50,
    });
    expect(restored.statusCode).toBe(200);
  });

  it("books a per-visit service once when no quantity is given, and refuses two", async () => {
    const once = await book({ ...bookingPayload([]), services: [duvet], totalPrice: 4000 });
    expect(once.statusCode, once.body).toBe(201);
    expect(once.json().services[0]).toEqual({ name: "Duvet", price: 4000 });
    const twice = await book({
      ...bookingPayload([]),
      services: [{ ...duvet, quantity: 2 }],
      totalPrice: 8000,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain("Duvet");
  });
});

describe("an area with a travel fee", () => {
  it("adds the fee to the total as its own amount", async () => {
    const response = await book(laundry(12, { area: "Lekki", totalPrice: 8500 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      area: "Lekki",
      travelFee: 2500,
      subtotal: 6000,
      totalPrice: 8500,
    });
    const stored = await t.app.db
      .selectFrom("bookings")
      .select(["area", "travel_fee_kobo", "total_kobo"])
      .where("id", "=", response.json()._id)
      .executeTakeFirstOrThrow();
    expect({
      ...stored,
      travel_fee_kobo: Number(stored.travel_fee_kobo),
      total_kobo: Number(stored.total_kobo),
    }).toEqual({
      area: "Lekki",
      travel_fee_kobo: 250_000,
      total_kobo: 850_000,
    });
  });

  it("is not discounted by a coupon: 10% off ₦6,000 of services, then ₦2,500 whole", async () => {
    await seedCoupon(t.app.db, { code: "LAUNDRY10", discount: 10 });
    const response = await book(
      laundry(12, { area: "Lekki", couponCode: "LAUNDRY10", couponApplied: "LAUNDRY10", totalPrice: 7900 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: 6000,
      discountAmount: 600,
      travelFee: 2500,
      totalPrice: 7900,
    });
  });

  it("refuses a total that discounts the fee too", async () => {
    await seedCoupon(t.app.db, { code: "LAUNDRY20", discount: 10 });
    const response = await book(
      laundry(12, { area: "Lekki", couponCode: "LAUNDRY20", couponApplied: "LAUNDRY20", totalPrice: 7650 }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(pricesChanged);
  });

  it("adds nothing for an area served without a fee, or for no area", async () => {
    expect((await book(laundry(12, { area: "Yaba" }))).statusCode).toBe(201);
    expect((await book(laundry(12, { area: "Ikeja" }))).json()).toMatchObject({
      area: "Ikeja",
      travelFee: 0,
    });
  });

  it("is paid whole by every visit of a weekly series, whose discount takes off the services only", async () => {
    const response = await book(
      laundry(12, { area: "Lekki", frequency: "weekly", couponDiscount: "10%", totalPrice: 7900 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ discountAmount: 600, travelFee: 2500, totalPrice: 7900 });
    const visits = await t.app.db
      .selectFrom("bookings")
      .select(["area", "travel_fee_kobo", "discount_kobo", "total_kobo"])
      .where("series_id", "=", response.json().seriesId)
      .execute();
    expect(visits.length).toBeGreaterThan(1);
    for (const visit of visits) {
      expect([
        visit.area,
        Number(visit.travel_fee_kobo),
        Number(visit.discount_kobo),
        Number(visit.total_kobo),
      ]).toEqual(["Lekki", 250_000, 60_000, 790_000]);
    }
  });

  it("refuses an area the owner does not serve, and stores nothing", async () => {
    const before = await countBookings(t.app.db);
    const response = await book(laundry(12, { area: "Abuja", totalPrice: 6000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(areaNotServed);
    expect(await countBookings(t.app.db)).toBe(before);
  });
});

describe("the report's revenue by area", () => {
  it("adds up each area's bookings, fee included, and names those made without one", async () => {
    const day = addDays(todayInLagos(), 5);
    for (const area of ["Lekki", "Lekki", undefined]) {
      const made = await book(
        laundry(12, { preferredDate: day, ...(area ? { area, totalPrice: 8500 } : {}) }),
      );
      expect(made.statusCode, made.body).toBe(201);
    }
    const report = await t.app.inject({ url: `/api/reports?from=${day}&to=${day}`, headers: { cookie } });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().byArea).toEqual([
      { area: "Lekki", bookings: 2, amount: 17_000 },
      { area: noAreaLabel, bookings: 1, amount: 6000 },
    ]);
  });
});

describe("the owner's travel fees", () => {
  it("must be for areas served, in naira", async () => {
    const unknown = await admin("PUT", "/api/settings", {
      business: { ...defaultSettings.business, travelFees: [{ area: "Abuja", fee: 2500 }] },
    });
    expect(unknown.statusCode).toBe(400);
    const negative = await admin("PUT", "/api/settings", {
      business: { ...defaultSettings.business, travelFees: [{ area: "Lekki", fee: -1 }] },
    });
    expect(negative.statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/settings" })).json().business.travelFees).toEqual([
      { area: "Lekki", fee: 2500 },
      { area: "Yaba", fee: 0 },
    ]);
  });
});

describe("a service's unit and bounds", () => {
  it("refuses bounds that are not whole numbers or run backwards", async () => {
    for (const bounds of [
      { unit: "item", minQuantity: 0, maxQuantity: 5 },
      { unit: "item", minQuantity: 1.5, maxQuantity: 5 },
      { unit: "item", minQuantity: 6, maxQuantity: 5 },
      { unit: "litre", minQuantity: 1, maxQuantity: 5 },
    ]) {
      const response = await admin("POST", "/api/services/create", {
        name: "Rugs",
        description: "Rugs",
        price: 3000,
        category: (shirts as { category: { _id: string } } & typeof shirts).category._id,
        images: [],
        ...bounds,
      });
      expect(response.statusCode, JSON.stringify(bounds)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});
