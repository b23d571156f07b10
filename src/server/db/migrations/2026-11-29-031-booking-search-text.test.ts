// Migration 031 on a site that already runs on PostgreSQL (the api-postgres project): the search text and
// status kept beside each booking start equal to what its bookings hold and stay equal through every change,
// and a search through them finds what comparing each booking's columns finds. SQLite keeps its FTS5 table
// (migration 022) and has nothing of this.
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "../../test/job-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { listBookingsPage } from "../../modules/bookings/bookings-list.repository.ts";
import { bookingListQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../schema.ts";
import { down, up } from "./2026-11-29-031-booking-search-text.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** "id status text phone" per booking, as kept and as worked out from the bookings now. */
async function keptAndWorkedOut(db: Kysely<Database>) {
  const { rows: kept } = await sql<{ line: string }>`
    select booking_id || ' ' || status || ' ' || search_text || ' ' || phone_digits as line
    from booking_search_text order by booking_id`.execute(db);
  const { rows: workedOut } = await sql<{ line: string }>`
    select id || ' ' || status || ' ' || lower('CL-' || booking_key) || chr(1) || lower(customer_name)
      || chr(1) || lower(email) || ' ' || regexp_replace(phone, '[ ()+-]', '', 'g') as line
    from bookings order by id`.execute(db);
  return { kept: kept.map((row) => row.line), workedOut: workedOut.map((row) => row.line) };
}

async function expectInStep(db: Kysely<Database>) {
  const { kept, workedOut } = await keptAndWorkedOut(db);
  expect(kept).toEqual(workedOut);
  return kept.length;
}

const found = async (db: Kysely<Database>, q: string) => {
  const page = await listBookingsPage(db, bookingListQuery.parse({ q }));
  return { names: page.bookings.map((booking) => booking.customerName).sort(), counts: page.counts };
};

describe.runIf(process.env.TEST_DIALECT === "postgres")("migration 2026-11-29-031: the search text", () => {
  it("holds every booking a running site has, follows every change, and goes back", async () => {
    const db = database.db;
    await down(db as unknown as Kysely<any>);
    await insertJob(db, { date: "2026-12-01", window: "morning", customerName: "Adaeze Okafor" });
    await insertJob(db, { date: null, window: null, customerName: "Tunde Bakare", phone: "0803-555 (0101)" });
    await up(db as unknown as Kysely<any>);
    expect(await expectInStep(db)).toBe(2);

    const { id, key } = await insertJob(db, {
      date: "2026-12-02",
      window: "afternoon",
      customerName: "Ngozi Eze",
    });
    await expectInStep(db);
    await db.updateTable("bookings").set({ customer_name: "NGOZI Obi" }).where("id", "=", id).execute();
    await db.updateTable("bookings").set({ email: "Ngozi.Obi@Example.ng" }).where("id", "=", id).execute();
    await db.updateTable("bookings").set({ phone: "+234 809 000 1111" }).where("id", "=", id).execute();
    await db.updateTable("bookings").set({ status: "confirmed" }).where("id", "=", id).execute();
    await expectInStep(db);
    expect(await found(db, "ngozi obi")).toEqual({
      names: ["NGOZI Obi"],
      counts: { all: 1, pending: 0, confirmed: 1, completed: 0, cancelled: 0 },
    });
    expect((await found(db, `cl-${key.toLowerCase()}`)).names).toEqual(["NGOZI Obi"]);
    expect((await found(db, "809 000 1111")).names).toEqual(["NGOZI Obi"]);
    expect((await found(db, "obi@example")).names).toEqual(["NGOZI Obi"]);
    // The parts are apart: the end of a name and the start of an email are not one text.
    expect((await found(db, "obingozi")).names).toEqual([]);

    await db.deleteFrom("booking_items").where("booking_id", "=", id).execute();
    await db.deleteFrom("bookings").where("id", "=", id).execute();
    expect(await expectInStep(db)).toBe(2);

    await down(db as unknown as Kysely<any>);
    const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
      where tablename = 'bookings' and indexname like 'bookings_search_%' order by 1`.execute(db);
    expect(rows.map((row) => row.name)).toEqual([
      "bookings_search_email",
      "bookings_search_id",
      "bookings_search_name",
      "bookings_search_phone",
    ]);
    await up(db as unknown as Kysely<any>);
    expect(await expectInStep(db)).toBe(2);
  });
});
