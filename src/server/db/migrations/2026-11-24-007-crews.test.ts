// The crews migration on a database with bookings made before it (SQLite, and PostgreSQL in the
// api-postgres project): the bookings keep everything and have no crew; a crew's window holds one job.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as initial from "./2026-11-22-000-initial.ts";
import * as crews from "./2026-11-24-007-crews.ts";

let database: TestDatabase;
let db: Kysely<any>;
const at = "2026-01-01T00:00:00.000Z";

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  db = database.db as unknown as Kysely<any>;
  await initial.up(db);
  await db
    .insertInto("bookings")
    .values({
      id: "b-before",
      booking_key: "BEFORE0001",
      customer_name: "Before",
      email: "before@example.ng",
      phone: "+2348031234567",
      address: "Lekki",
      notes: "",
      preferred_date: "2026-12-01",
      preferred_time: "morning",
      subtotal_kobo: 100,
      discount_percent: 0,
      total_kobo: 100,
      coupon_id: null,
      coupon_code: null,
      status: "pending",
      created_at: at,
      updated_at: at,
    })
    .execute();
  await crews.up(db);
});
afterAll(() => database.drop());

const crew = (id: string, name: string) => ({
  id,
  name,
  name_key: name.toLowerCase(),
  lead_phone: "+2348035550142",
  created_at: at,
  updated_at: at,
});

describe("migration 2026-11-24-007: crews", () => {
  it("leaves every existing booking as it was, with no crew", async () => {
    const row = await db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: "b-before", customer_name: "Before", crew_id: null, status: "pending" });
  });

  it("makes a new crew active unless told, and refuses a second crew of the same name", async () => {
    await db.insertInto("crews").values(crew("c1", "Lekki Team")).execute();
    const row = await db
      .selectFrom("crews")
      .select("active")
      .where("id", "=", "c1")
      .executeTakeFirstOrThrow();
    expect(Number(row.active)).toBe(1);
    await expect(db.insertInto("crews").values(crew("c2", "Lekki Team")).execute()).rejects.toThrow();
  });

  it("holds one job per crew in a window of a date", async () => {
    const job = { crew_id: "c1", date: "2026-12-01", time_window: "morning", booking_id: "b-before" };
    await db.insertInto("crew_jobs").values(job).execute();
    await expect(db.insertInto("crew_jobs").values(job).execute()).rejects.toThrow();
    await db
      .insertInto("crew_jobs")
      .values({ ...job, time_window: "afternoon" })
      .execute();
  });

  it("keeps each feed's token unique, and its contact details off unless told", async () => {
    await db
      .insertInto("calendar_feeds")
      .values({ scope: "business", token: "t1", created_at: at })
      .execute();
    const row = await db.selectFrom("calendar_feeds").selectAll().executeTakeFirstOrThrow();
    expect(Number(row.include_contact)).toBe(0);
    await expect(
      db.insertInto("calendar_feeds").values({ scope: "c1", token: "t1", created_at: at }).execute(),
    ).rejects.toThrow();
  });

  it("can be undone, leaving the bookings as they were", async () => {
    await crews.down(db);
    const row = await db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty("crew_id");
    expect(row.customer_name).toBe("Before");
  });
});
