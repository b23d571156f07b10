// The window places migration on bookings made before it (SQLite, and PostgreSQL in the api-postgres
// project): each window starts with the places its bookings that are not cancelled already hold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as initial from "./2026-11-22-000-initial.ts";
import * as windowPlaces from "./2026-11-24-006-window-places.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  await initial.up(database.db);
});
afterAll(() => database.drop());

const before = [
  { date: "2026-12-01", time: "morning", status: "pending" },
  { date: "2026-12-01", time: "morning", status: "confirmed" },
  { date: "2026-12-01", time: "morning", status: "cancelled" },
  { date: "2026-12-01", time: "evening", status: "completed" },
  { date: "2026-12-02", time: "morning", status: "pending" },
  { date: null, time: null, status: "pending" },
  { date: "2026-12-03", time: null, status: "pending" },
];

describe("migration 2026-11-24-006: window places", () => {
  it("counts each window's bookings that are not cancelled", async () => {
    const { db } = database;
    const at = "2026-01-01T00:00:00.000Z";
    for (const [index, booking] of before.entries()) {
      await db
        .insertInto("bookings")
        .values({
          id: `b-${index}`,
          booking_key: `KEY${index}`,
          customer_name: "Before",
          email: "before@example.ng",
          phone: "+2348031234567",
          address: "Lekki",
          notes: "",
          preferred_date: booking.date,
          preferred_time: booking.time,
          subtotal_kobo: 100_000,
          discount_percent: 0,
          total_kobo: 100_000,
          coupon_id: null,
          coupon_code: null,
          status: booking.status,
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
    }

    await windowPlaces.up(db);

    const rows = await db
      .selectFrom("window_places")
      .selectAll()
      .orderBy("date")
      .orderBy("time_window")
      .execute();
    expect(rows.map((row) => ({ ...row, taken: Number(row.taken) }))).toEqual([
      { date: "2026-12-01", time_window: "evening", taken: 1 },
      { date: "2026-12-01", time_window: "morning", taken: 2 },
      { date: "2026-12-02", time_window: "morning", taken: 1 },
    ]);
  });
});
