// Migration 030 (SQLite, and PostgreSQL in the api-postgres project): a change of any column of a booking
// or of one of its lines raises the version of its day, which the schedule board's kept weeks rely on;
// before it, only the columns a report reads did.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "../../test/job-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { down, up } from "./2026-11-28-030-day-versions-every-change.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** A booking of the day, written straight to the tables with one line. */
const addBooking = (date: string) =>
  insertJob(database.db, { date, window: "morning" }).then((job) => job.id);

async function version(day: string): Promise<number> {
  const row = await database.db
    .selectFrom("report_day_versions")
    .select("version")
    .where("day", "=", day)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** How much a change raised the version of each day given. */
async function raisedBy(days: string[], change: () => Promise<unknown>): Promise<number[]> {
  const before = await Promise.all(days.map(version));
  await change();
  const after = await Promise.all(days.map(version));
  return after.map((value, index) => value - before[index]!);
}

describe("migration 030: every change of a booking or a line raises its day", () => {
  it("raises the day for a note, an address, a line's unit and its place, and both days of a move", async () => {
    const id = await addBooking("2026-12-03");
    const booking = database.db.updateTable("bookings").where("id", "=", id);
    const line = database.db.updateTable("booking_items").where("booking_id", "=", id);
    expect(await raisedBy(["2026-12-03"], () => booking.set({ notes: "Gate code 4411" }).execute())).toEqual([
      1,
    ]);
    expect(
      await raisedBy(["2026-12-03"], () => booking.set({ address: "3 Bourdillon Rd" }).execute()),
    ).toEqual([1]);
    expect(await raisedBy(["2026-12-03"], () => line.set({ unit: "piece" }).execute())).toEqual([1]);
    expect(await raisedBy(["2026-12-03"], () => line.set({ after_inspection: 1 }).execute())).toEqual([1]);
    expect(
      await raisedBy(["2026-12-03", "2026-12-05"], () =>
        booking.set({ preferred_date: "2026-12-05" }).execute(),
      ),
    ).toEqual([1, 1]);
    // PostgreSQL compares the rows: writing the values already there is no change.
    if (database.dialect === "postgres")
      expect(
        await raisedBy(["2026-12-05"], () => booking.set({ notes: "Gate code 4411" }).execute()),
      ).toEqual([0]);
  });

  it("goes back to the report's columns alone, and comes again", async () => {
    const { db } = database;
    const id = await addBooking("2026-12-08");
    const booking = db.updateTable("bookings").where("id", "=", id);
    await down(db);
    expect(await raisedBy(["2026-12-08"], () => booking.set({ notes: "Ring twice" }).execute())).toEqual([0]);
    expect(await raisedBy(["2026-12-08"], () => booking.set({ status: "confirmed" }).execute())).toEqual([1]);
    await up(db);
    expect(await raisedBy(["2026-12-08"], () => booking.set({ notes: "Ring once" }).execute())).toEqual([1]);
    // The triggers are the only ones of their name: one more up would find none to drop.
    const triggers =
      database.dialect === "sqlite"
        ? await sql<{ n: number }>`select count(*) as n from sqlite_master
            where type = 'trigger' and name like '%report_days_update'`.execute(db)
        : await sql<{ n: number }>`select count(*) as n from pg_trigger
            where tgname like '%report_days_update'`.execute(db);
    expect(Number(triggers.rows[0]?.n)).toBe(3);
  });
});
