// Migration 026 on a site that already runs (SQLite, and PostgreSQL in the api-postgres project): it adds
// the working-day order's three indexes over the bookings already there, and takes them away again.
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "../../test/job-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { down, up } from "./2026-11-27-026-working-day-order.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const ours = ["bookings_series_working_day", "bookings_status_working_day", "bookings_working_day"];

/** The names of the order's indexes on `bookings`, as the database's catalogue lists them. */
async function orderIndexes(db: Kysely<any>): Promise<string[]> {
  const { rows } =
    database.dialect === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'bookings' and name like '%working_day'`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'bookings' and indexname like '%working_day'`.execute(db);
  return rows.map((row) => row.name).sort();
}

describe("migration 2026-11-27-026: the working-day order", () => {
  it("indexes the bookings a running site holds, and goes back", async () => {
    const db = database.db as unknown as Kysely<any>;
    expect(await orderIndexes(db)).toEqual(ours);
    await down(db);
    expect(await orderIndexes(db)).toEqual([]);
    await insertJob(database.db, { date: "2026-12-01", window: "morning" });
    await insertJob(database.db, { date: null, window: null });
    await up(db);
    expect(await orderIndexes(db)).toEqual(ours);
    const count = await database.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
