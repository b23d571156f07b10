// Migration 028 on a site that already runs (SQLite, and PostgreSQL in the api-postgres project): the day
// counts and the series' visit counts start equal to the bookings there are, and stay equal through every
// kind of change, including changes made at the same moment that cross each other's days.
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "../../test/job-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { Database } from "../schema.ts";
import { down, up } from "./2026-11-28-028-booking-day-counts.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

type CountLine = { key: string | null; status: string; count: number | string };
const lines = (rows: CountLine[]) => rows.map((row) => `${row.key} ${row.status} ${Number(row.count)}`);

/** "day status count" and "series status visits" lines, as the tables keep them and as the bookings give them. */
async function keptAndCounted(db: Kysely<Database>) {
  const [days, series] = await Promise.all([
    db
      .selectFrom("booking_day_counts")
      .select(["day as key", "status", "bookings as count"])
      .where("bookings", "!=", 0)
      .orderBy("day")
      .orderBy("status")
      .execute(),
    db
      .selectFrom("series_status_visits")
      .select(["series_id as key", "status", "visits as count"])
      .where("visits", "!=", 0)
      .orderBy("series_id")
      .orderBy("status")
      .execute(),
  ]);
  const { rows: countedDays } = await sql<CountLine>`
    select coalesce(preferred_date, '') as key, status, count(*) as count from bookings
    group by coalesce(preferred_date, ''), status order by 1, 2`.execute(db);
  const { rows: countedSeries } = await sql<CountLine>`
    select series_id as key, status, count(*) as count from bookings where series_id is not null
    group by series_id, status order by 1, 2`.execute(db);
  return {
    kept: { days: lines(days), series: lines(series) },
    counted: { days: lines(countedDays), series: lines(countedSeries) },
  };
}

async function expectInStep(db: Kysely<Database>) {
  const { kept, counted } = await keptAndCounted(db);
  expect(kept).toEqual(counted);
  return kept.days;
}

const aSeries = (id: string) => ({
  id,
  frequency: "weekly",
  first_date: "2026-12-02",
  time_window: "afternoon",
  discount_percent: 10,
  status: "active",
  created_at: "2026-11-28T00:00:00.000Z",
  updated_at: "2026-11-28T00:00:00.000Z",
});

describe("migration 2026-11-28-028: the bookings of each day in each status", () => {
  it("counts the bookings a running site holds, follows every change, and goes back", async () => {
    const db = database.db;
    await down(db as unknown as Kysely<any>);
    await insertJob(db, { date: "2026-12-01", window: "morning" });
    await insertJob(db, { date: "2026-12-01", window: "evening", status: "confirmed" });
    await insertJob(db, { date: null, window: null });
    await up(db as unknown as Kysely<any>);
    expect(await expectInStep(db)).toEqual([" pending 1", "2026-12-01 confirmed 1", "2026-12-01 pending 1"]);

    const { id } = await insertJob(db, { date: "2026-12-02", window: "afternoon" });
    await expectInStep(db);
    await db.insertInto("booking_series").values(["weekly-1", "weekly-2"].map(aSeries)).execute();
    await db.updateTable("bookings").set({ series_id: "weekly-1" }).where("id", "=", id).execute();
    await expectInStep(db);
    await db.updateTable("bookings").set({ status: "confirmed" }).where("id", "=", id).execute();
    await expectInStep(db);
    await db.updateTable("bookings").set({ series_id: "weekly-2" }).where("id", "=", id).execute();
    await expectInStep(db);
    await db.updateTable("bookings").set({ preferred_date: "2026-12-03" }).where("id", "=", id).execute();
    await expectInStep(db);
    await db
      .updateTable("bookings")
      .set({ preferred_date: null, status: "cancelled" })
      .where("id", "=", id)
      .execute();
    await expectInStep(db);
    // A change of another column leaves the counts as they are.
    await db.updateTable("bookings").set({ notes: "Gate code 1234" }).where("id", "=", id).execute();
    await db.deleteFrom("booking_items").where("booking_id", "=", id).execute();
    await db.deleteFrom("bookings").where("id", "=", id).execute();
    expect(await expectInStep(db)).toEqual([" pending 1", "2026-12-01 confirmed 1", "2026-12-01 pending 1"]);
  });

  it("stays right when changes that cross each other's days run at the same moment", async () => {
    const db = database.db;
    const days = ["2026-12-10", "2026-12-11"];
    const jobs = await Promise.all(
      Array.from({ length: 20 }, (_, n) => insertJob(db, { date: days[n % 2]!, window: "morning" })),
    );
    await db.insertInto("booking_series").values(aSeries("weekly-3")).execute();
    await db
      .updateTable("bookings")
      .set({ series_id: "weekly-3" })
      .where(
        "id",
        "in",
        jobs.map((job) => job.id),
      )
      .execute();
    // Each moves its booking to the other day and confirms it, in a transaction that waits a moment
    // between its two steps, so the transactions truly overlap.
    const results = await Promise.allSettled(
      jobs.map(({ id }, n) =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable("bookings")
            .set({ preferred_date: days[(n + 1) % 2]! })
            .where("id", "=", id)
            .execute();
          await new Promise((resolve) => setTimeout(resolve, 5));
          await trx.updateTable("bookings").set({ status: "confirmed" }).where("id", "=", id).execute();
        }),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const kept = await expectInStep(db);
    expect(kept).toContain("2026-12-10 confirmed 10");
    expect(kept).toContain("2026-12-11 confirmed 10");
  });
});
