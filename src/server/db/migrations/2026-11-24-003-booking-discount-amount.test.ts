// The discount amount migration on bookings made before it (SQLite, and PostgreSQL in the api-postgres
// project): each gets the amount its coupon took off, as the booking service now stores it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nairaToKobo } from "../../../shared/money.ts";
import { bookingTotal } from "../../../shared/pricing.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as initial from "./2026-11-22-000-initial.ts";
import * as categorySlugs from "./2026-11-24-002-category-slugs.ts";
import * as discountAmount from "./2026-11-24-003-booking-discount-amount.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  await initial.up(database.db);
  await categorySlugs.up(database.db);
});
afterAll(() => database.drop());

// Bookings as the service stored them before: prices in naira, the coupon's percentage, the total charged.
const before = [
  { id: "b-lagos10", prices: [105_000], percent: 10, code: "LAGOS10" },
  { id: "b-rounded", prices: [45_000, 999.99], percent: 15, code: "HARMATTAN15" },
  { id: "b-kobo", prices: [12_500.5], percent: 10, code: "RAINY10" },
  { id: "b-free", prices: [999.99], percent: 100, code: "ONTHEHOUSE" },
  { id: "b-none", prices: [25_000], percent: 0, code: null },
];

describe("migration 2026-11-24-003: booking discount amount", () => {
  it("gives each existing booking the amount taken off in kobo, subtotal − total", async () => {
    const { db } = database;
    const at = "2026-01-01T00:00:00.000Z";
    for (const booking of before) {
      await db
        .insertInto("bookings")
        .values({
          id: booking.id,
          booking_key: booking.id.toUpperCase(),
          customer_name: "Before",
          email: "before@example.ng",
          phone: "+2348031234567",
          address: "Lekki",
          notes: "",
          preferred_date: null,
          preferred_time: null,
          subtotal_kobo: booking.prices.reduce((sum, price) => sum + nairaToKobo(price), 0),
          discount_percent: booking.percent,
          total_kobo: nairaToKobo(bookingTotal(booking.prices, booking.percent)),
          coupon_id: null,
          coupon_code: booking.code,
          status: "pending",
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
    }

    await discountAmount.up(db);

    const rows = await db.selectFrom("bookings").select(["id", "discount_kobo"]).orderBy("id").execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, Number(row.discount_kobo)]))).toEqual({
      // 10% of ₦105,000 is ₦10,500.
      "b-lagos10": 1_050_000,
      // 15% of ₦45,999.99 is ₦6,899.9985: the total was rounded to ₦39,099.99, so ₦6,900 came off.
      "b-rounded": 690_000,
      // 10% of ₦12,500.50 is ₦1,250.05.
      "b-kobo": 125_005,
      "b-free": 99_999,
      "b-none": 0,
    });
  });

  it("gives a booking stored after it no discount unless one is written", async () => {
    const { db } = database;
    await db
      .insertInto("bookings")
      .values({
        id: "b-after",
        booking_key: "B-AFTER",
        customer_name: "After",
        email: "after@example.ng",
        phone: "08031234567",
        address: "Ikoyi",
        notes: "",
        subtotal_kobo: 100,
        discount_percent: 0,
        total_kobo: 100,
        status: "pending",
        created_at: "2026-01-02T00:00:00.000Z",
        updated_at: "2026-01-02T00:00:00.000Z",
      } as never)
      .execute();
    const row = await db
      .selectFrom("bookings")
      .select("discount_kobo")
      .where("id", "=", "b-after")
      .executeTakeFirstOrThrow();
    expect(Number(row.discount_kobo)).toBe(0);
  });
});
