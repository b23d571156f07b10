// The payments migration (SQLite, and PostgreSQL in the api-postgres project): amounts up to the largest
// entry in kobo, an entry reversed once at most, and down removes the table again.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as payments from "./2026-11-25-011-payments.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const at = "2026-11-25T00:00:00.000Z";
const entry = (id: string, amount: number, reverses: string | null) => ({
  id,
  booking_id: "b-1",
  amount_kobo: amount,
  method: "cash",
  paid_on: "2026-11-25",
  note: "",
  reverses_id: reverses,
  recorded_by: "Ada Obi",
  created_at: at,
});

describe("migration 2026-11-25-011: payments", () => {
  it("holds ₦100,000,000 in kobo, lets an entry be reversed once, and down drops the table", async () => {
    const { db } = database;
    await db
      .insertInto("bookings")
      .values({
        id: "b-1",
        booking_key: "KEY1",
        customer_name: "Ada Obi",
        email: "ada@example.ng",
        phone: "+2348031234567",
        address: "Lekki",
        notes: "",
        preferred_date: null,
        preferred_time: null,
        subtotal_kobo: 100_000,
        discount_percent: 0,
        discount_kobo: 0,
        total_kobo: 100_000,
        coupon_id: null,
        coupon_code: null,
        status: "pending",
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("payments")
      .values(entry("p-1", 10_000_000_000, null))
      .execute();
    await db
      .insertInto("payments")
      .values(entry("p-2", -10_000_000_000, "p-1"))
      .execute();
    await expect(
      db
        .insertInto("payments")
        .values(entry("p-3", -10_000_000_000, "p-1"))
        .execute(),
    ).rejects.toThrow();
    const rows = await db.selectFrom("payments").select(["id", "amount_kobo"]).orderBy("id").execute();
    expect(rows.map((row) => [row.id, Number(row.amount_kobo)])).toEqual([
      ["p-1", 10_000_000_000],
      ["p-2", -10_000_000_000],
    ]);

    await payments.down(db);
    await expect(sql`select * from payments`.execute(db)).rejects.toThrow();
    await payments.up(db);
    expect(await db.selectFrom("payments").selectAll().execute()).toEqual([]);
  });
});
