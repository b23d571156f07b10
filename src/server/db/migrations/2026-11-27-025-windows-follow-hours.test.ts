// Migration 025 on a site that already runs: the weekdays its opening hours close stop taking bookings
// where the owner set no limit; what the owner set stays; a Sunday the hours open stays open.
import type { Kysely } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { up } from "./2026-11-27-025-windows-follow-hours.ts";

let database: TestDatabase | undefined;
let db: Kysely<any>;
beforeEach(async () => {
  await database?.drop();
  database = await createTestDatabase();
  db = database.db as unknown as Kysely<any>;
});
afterAll(() => database?.drop());

const none = { morning: null, afternoon: null, evening: null };
const closed = { morning: 0, afternoon: 0, evening: 0 };
const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const hours = (closedDays: string[]) =>
  Object.fromEntries(
    days.map((day) => [
      day,
      closedDays.includes(day)
        ? { closed: true, opens: "", closes: "" }
        : { closed: false, opens: "07:00", closes: "19:00" },
    ]),
  );
const store = (section: string, data: unknown) =>
  db
    .insertInto("settings")
    .values({ section, data: JSON.stringify(data), updated_at: "2026-11-27T00:00:00Z" })
    .execute();
async function capacity(): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom("settings")
    .select("data")
    .where("section", "=", "availability")
    .executeTakeFirstOrThrow();
  return JSON.parse(row.data).capacity;
}

describe("migration 025: the windows follow the opening hours", () => {
  it("closes the weekdays the hours close where no limit was set, and keeps the owner's numbers", async () => {
    await store("business", { hours: hours(["saturday", "sunday"]) });
    const set: Record<string, Record<string, number | null>> = Object.fromEntries(
      days.map((day) => [day, none]),
    );
    set.saturday = { morning: 3, afternoon: null, evening: null };
    await store("availability", { capacity: set, closedDates: [], noticeHours: 2 });
    await up(db);
    const after = await capacity();
    expect(after.sunday).toEqual(closed);
    expect(after.saturday).toEqual({ morning: 3, afternoon: null, evening: null });
    expect(after.monday).toEqual(none);
  });

  it("stores no-limit windows for a site whose hours open Sunday and that never saved its availability", async () => {
    await store("business", { hours: hours(["monday"]) });
    await up(db);
    const after = await capacity();
    expect(after.sunday).toEqual(none);
    expect(after.monday).toEqual(closed);
  });

  it("leaves a new site to its defaults", async () => {
    await up(db);
    expect(await db.selectFrom("settings").selectAll().execute()).toEqual([]);
  });
});
