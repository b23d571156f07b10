// What the database holds by itself, whatever code writes to it (SQLite, and PostgreSQL in the api-postgres
// project): 64-bit kobo, known values in the enum-like columns, no negative money, a booking's crew that
// exists and a reversal of an entry of the same booking.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";

let database: TestDatabase;
let db: Kysely<any>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db as unknown as Kysely<any>;
  await db
    .insertInto("crews")
    .values({
      id: "crew-1",
      name: "Crew",
      name_key: "crew",
      lead_phone: "0803",
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db.insertInto("bookings").values(booking("b-1")).execute();
  await db.insertInto("bookings").values(booking("b-2")).execute();
  await db
    .insertInto("payments")
    .values(payment("p-1", "b-1", 500_000))
    .execute();
  await db
    .insertInto("payments")
    .values(payment("p-2", "b-2", 500_000))
    .execute();
  await db
    .insertInto("booking_series")
    .values({
      id: "s-1",
      frequency: "weekly",
      first_date: "2026-12-01",
      time_window: "morning",
      discount_percent: 10,
      status: "active",
      created_at: at,
      updated_at: at,
    })
    .execute();
});
afterAll(() => database.drop());

const at = "2026-11-27T00:00:00.000Z";
/** ₦2,000,000,000 in kobo: twenty services at the largest price. */
const largest = 200_000_000_000;

function booking(id: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    booking_key: id.toUpperCase(),
    customer_name: "Ada Obi",
    email: "ada@example.ng",
    phone: "+2348031234567",
    address: "Lekki",
    notes: "",
    preferred_date: "2026-12-01",
    preferred_time: "morning",
    subtotal_kobo: largest,
    discount_percent: 0,
    discount_kobo: 0,
    total_kobo: largest,
    status: "pending",
    created_at: at,
    updated_at: at,
    ...changes,
  };
}

function payment(id: string, bookingId: string, amount: number, reverses: string | null = null) {
  return {
    id,
    booking_id: bookingId,
    amount_kobo: amount,
    method: "cash",
    paid_on: "2026-11-27",
    note: "",
    reverses_id: reverses,
    recorded_by: "Ada",
    created_at: at,
  };
}

describe("migration 2026-11-27-014: money and constraints", () => {
  it("stores and reads back kobo past 32 bits exactly, as numbers", async () => {
    await db
      .insertInto("booking_items")
      .values({
        id: "i-1",
        booking_id: "b-1",
        service_id: null,
        name: "Estate",
        price_kobo: 10_000_000_000,
        position: 0,
      })
      .execute();
    const row = await db
      .selectFrom("bookings")
      .innerJoin("booking_items", "booking_items.booking_id", "bookings.id")
      .select(["subtotal_kobo", "total_kobo", "discount_kobo", "price_kobo"])
      .where("bookings.id", "=", "b-1")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      subtotal_kobo: largest,
      total_kobo: largest,
      discount_kobo: 0,
      price_kobo: 10_000_000_000,
    });
  });

  it.each([
    ["a booking status", "bookings", { status: "lost" }],
    ["a booking window", "bookings", { preferred_time: "night" }],
    ["a negative subtotal", "bookings", { subtotal_kobo: -1 }],
    ["a negative discount", "bookings", { discount_kobo: -1 }],
    ["a negative total", "bookings", { total_kobo: -1 }],
    ["a crew that does not exist", "bookings", { crew_id: "no-such-crew" }],
    ["a series frequency", "booking_series", { frequency: "daily" }],
    ["a series status", "booking_series", { status: "paused" }],
    ["a series window", "booking_series", { time_window: "night" }],
    ["a payment method", "payments", { method: "cheque" }],
    ["a negative payment that reverses nothing", "payments", { amount_kobo: -100 }],
    ["an account role", "admin_users", { role: "root" }],
    ["a negative count of places", "window_places", { taken: -1 }],
  ])("refuses %s, on update as on insert", async (_label, table, change) => {
    const key = {
      bookings: "b-2",
      booking_series: "s-1",
      payments: "p-2",
      admin_users: "",
      window_places: "",
    }[table];
    if (table === "admin_users") {
      await db
        .insertInto("admin_users")
        .values({
          id: "u-1",
          email: "u@example.ng",
          first_name: "U",
          last_name: "",
          password_hash: "x",
          created_at: at,
          updated_at: at,
        })
        .onConflict((c) => c.column("id").doNothing())
        .execute();
    }
    if (table === "window_places") {
      await db
        .insertInto("window_places")
        .values({ date: "2026-12-01", time_window: "morning", taken: 1 })
        .onConflict((c) => c.columns(["date", "time_window"]).doNothing())
        .execute();
    }
    const update = db.updateTable(table).set(change);
    const refused =
      table === "admin_users"
        ? update.where("id", "=", "u-1")
        : table === "window_places"
          ? update.where("date", "=", "2026-12-01")
          : update.where("id", "=", key);
    await expect(refused.execute()).rejects.toThrow(/constraint/i);

    if (table === "bookings") {
      await expect(db.insertInto("bookings").values(booking("b-bad", change)).execute()).rejects.toThrow(
        /constraint/i,
      );
      expect(await db.selectFrom("bookings").select("id").where("id", "=", "b-bad").execute()).toEqual([]);
    }
    if (table === "payments") {
      await expect(
        db
          .insertInto("payments")
          .values({ ...payment("p-bad", "b-2", 100), ...change })
          .execute(),
      ).rejects.toThrow(/constraint/i);
    }
  });

  it("takes a reversal only of an entry of the same booking, and a positive one never as a reversal", async () => {
    const reversal = (id: string, bookingId: string, amount: number) =>
      db
        .insertInto("payments")
        .values(payment(id, bookingId, amount, "p-1"))
        .execute();
    await expect(reversal("r-other", "b-2", -500_000)).rejects.toThrow(/constraint/i);
    await expect(reversal("r-positive", "b-1", 500_000)).rejects.toThrow(/constraint/i);
    await reversal("r-1", "b-1", -500_000);
    const rows = await db
      .selectFrom("payments")
      .select(["id", "amount_kobo"])
      .where("booking_id", "=", "b-1")
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "p-1", amount_kobo: 500_000 },
      { id: "r-1", amount_kobo: -500_000 },
    ]);
  });

  it("takes every payment method the site records, online included", async () => {
    for (const method of ["cash", "transfer", "pos", "other", "online"]) {
      await db
        .insertInto("payments")
        .values({ ...payment(`m-${method}`, "b-2", 100), method })
        .execute();
    }
  });

  it("keeps a crew that a booking names", async () => {
    await db.updateTable("bookings").set({ crew_id: "crew-1" }).where("id", "=", "b-2").execute();
    await expect(db.deleteFrom("crews").where("id", "=", "crew-1").execute()).rejects.toThrow(/constraint/i);
    expect(await db.selectFrom("crews").select("id").execute()).toEqual([{ id: "crew-1" }]);
  });
});
