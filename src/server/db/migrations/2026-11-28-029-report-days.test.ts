// Migration 029 (SQLite, and PostgreSQL in the api-postgres project): every change of a booking, a line or
// a payment raises the version of exactly the report days it moves, so a report read through the stored
// day summaries always equals one computed afresh from the tables, also while bookings, payments and
// reports run at the same moment; a second report of the same period computes nothing.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportDayOf, type ReportPeriod } from "../../../shared/rules/reports.ts";
import { newId } from "../../lib/ids.ts";
import { lockBooking } from "../../modules/bookings/bookings.repository.ts";
import { daySummaries } from "../../modules/reports/report-days.ts";
import { buildReport } from "../../modules/reports/reports.service.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { Database } from "../schema.ts";
import { down, up } from "./2026-11-28-029-report-days.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const period: ReportPeriod = { from: "2026-12-01", to: "2026-12-10" };

type BookingValues = {
  date: string | null;
  createdAt?: string;
  email?: string;
  status?: string;
  totalKobo?: number;
  area?: string;
  coupon?: { code: string; kobo: number };
  lines?: number[];
};

/** A booking written straight to the tables, with a line per price given. */
async function addBooking(db: Kysely<Database>, values: BookingValues): Promise<string> {
  const id = newId();
  const createdAt = values.createdAt ?? "2026-11-20T09:00:00.000Z";
  await db
    .insertInto("bookings")
    .values({
      id,
      booking_key: id.slice(0, 10).toUpperCase(),
      customer_name: "Chiamaka Obi",
      email: values.email ?? "chiamaka@example.ng",
      phone: "+234 803 123 4567",
      address: "12 Admiralty Way, Lekki Phase 1, Lagos",
      notes: "",
      ...(values.area ? { area: values.area } : {}),
      preferred_date: values.date,
      preferred_time: values.date ? "morning" : null,
      subtotal_kobo: values.totalKobo ?? 4_500_000,
      discount_percent: 0,
      discount_kobo: values.coupon?.kobo ?? 0,
      total_kobo: values.totalKobo ?? 4_500_000,
      coupon_id: null,
      coupon_code: values.coupon?.code ?? null,
      status: values.status ?? "pending",
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  const lines = values.lines ?? [4_500_000];
  await db
    .insertInto("booking_items")
    .values(
      lines.map((price, position) => ({
        id: `${id}-${position}`,
        booking_id: id,
        service_id: null,
        name: position === 0 ? "Deep Home Cleaning" : "Window Cleaning",
        price_kobo: price,
        position,
      })),
    )
    .execute();
  return id;
}

async function addPayment(
  db: Kysely<Database>,
  bookingId: string,
  paidOn: string,
  kobo: number,
  reverses: string | null = null,
): Promise<string> {
  const id = newId();
  await db
    .insertInto("payments")
    .values({
      id,
      booking_id: bookingId,
      amount_kobo: kobo,
      method: "transfer",
      paid_on: paidOn,
      reverses_id: reverses,
      recorded_by: "Ngozi",
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/**
 * Reads the period through the stored summaries, checks which days had to be computed, and compares the
 * report with one computed with every summary thrown away.
 */
async function expectFresh(db: Kysely<Database>, computedDays: string[]) {
  const { computed } = await daySummaries(db, period);
  expect(computed).toEqual(computedDays);
  const cached = await buildReport(db, period);
  await db.deleteFrom("report_day_summaries").execute();
  const fresh = await buildReport(db, period);
  expect(cached).toEqual(fresh);
  return fresh;
}

describe("migration 2026-11-28-029: report day summaries kept valid by day versions", () => {
  it("puts an undated booking on the Lagos day it was made, in SQL as in reportDayOf", async () => {
    const db = database.db;
    // 22:59 UTC is 23:59 in Lagos, the same day; 23:00 UTC is already the next day there.
    const instants = ["2026-12-02T22:59:59.999Z", "2026-12-02T23:00:00.000Z", "2026-12-03T00:30:00.000Z"];
    for (const createdAt of instants) {
      const id = await addBooking(db, { date: null, createdAt });
      const bumped = await db
        .selectFrom("report_day_versions")
        .select("day")
        .where("day", "=", reportDayOf({ preferredDate: null, createdAt }))
        .executeTakeFirst();
      expect(bumped, createdAt).toBeDefined();
      await db.deleteFrom("booking_items").where("booking_id", "=", id).execute();
      await db.deleteFrom("bookings").where("id", "=", id).execute();
    }
    const [late, early] = await Promise.all(
      [instants[0]!, instants[1]!].map((createdAt) => addBooking(db, { date: null, createdAt })),
    );
    const report = await buildReport(db, { from: "2026-12-02", to: "2026-12-03" });
    expect(report.byDay.map((day) => day.booked)).toEqual([45_000, 45_000]);
    for (const id of [late!, early!]) {
      await db.deleteFrom("booking_items").where("booking_id", "=", id).execute();
      await db.deleteFrom("bookings").where("id", "=", id).execute();
    }
    await db.deleteFrom("report_day_summaries").execute();
  });

  it("recomputes exactly the days each change moves, and the report equals one computed afresh", async () => {
    const db = database.db;
    const everyDay = Array.from({ length: 10 }, (_, n) => `2026-12-${String(n + 1).padStart(2, "0")}`);
    await expectFresh(db, everyDay);
    // A second report of the same period reads only the summaries.
    expect((await daySummaries(db, period)).computed).toEqual([]);

    const a = await addBooking(db, {
      date: "2026-12-02",
      email: "Ada@Example.ng",
      area: "Lekki",
      coupon: { code: "WELCOME10", kobo: 500_000 },
      totalKobo: 8_500_000,
      lines: [4_500_000, 4_500_000],
    });
    await expectFresh(db, ["2026-12-02"]);
    const b = await addBooking(db, {
      date: null,
      createdAt: "2026-12-04T23:30:00.000Z",
      email: "bayo@example.ng",
    });
    await expectFresh(db, ["2026-12-05"]);
    // A customer with an earlier booking is a returning one: a day outside the period moves no summary.
    await addBooking(db, { date: "2026-11-15", email: "ada@example.ng", status: "completed" });
    expect((await expectFresh(db, [])).customers).toEqual({ new: 1, returning: 1 });

    const paid = await addPayment(db, a, "2026-12-03", 3_000_000);
    await expectFresh(db, ["2026-12-02", "2026-12-03"]);
    await addPayment(db, a, "2026-12-03", -3_000_000, paid);
    await expectFresh(db, ["2026-12-02", "2026-12-03"]);
    await addPayment(db, a, "2026-12-04", 2_000_000);
    await expectFresh(db, ["2026-12-02", "2026-12-04"]);

    await db.updateTable("bookings").set({ preferred_date: "2026-12-07" }).where("id", "=", a).execute();
    await expectFresh(db, ["2026-12-02", "2026-12-07"]);
    await db
      .updateTable("booking_items")
      .set({ price_kobo: 5_000_000 })
      .where("booking_id", "=", a)
      .execute();
    await expectFresh(db, ["2026-12-07"]);
    await db
      .updateTable("bookings")
      .set({ status: "confirmed", total_kobo: 9_500_000 })
      .where("id", "=", a)
      .execute();
    await expectFresh(db, ["2026-12-07"]);
    await db
      .updateTable("bookings")
      .set({ area: "Ikoyi", coupon_code: null, discount_kobo: 0 })
      .where("id", "=", a)
      .execute();
    await expectFresh(db, ["2026-12-07"]);
    await db
      .updateTable("payments")
      .set({ paid_on: "2026-12-09" })
      .where("booking_id", "=", a)
      .where("amount_kobo", "=", 2_000_000)
      .execute();
    await expectFresh(db, ["2026-12-04", "2026-12-07", "2026-12-09"]);
    // A change no figure reads raises the day too since migration 030 (the schedule board shows it): the
    // day is worked out again, to the same figures.
    await db.updateTable("bookings").set({ notes: "Gate code 1234" }).where("id", "=", a).execute();
    await expectFresh(db, ["2026-12-07"]);

    await db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", b).execute();
    await expectFresh(db, ["2026-12-05"]);
    await db.updateTable("bookings").set({ quote_state: "requested" }).where("id", "=", a).execute();
    await expectFresh(db, ["2026-12-07"]);
    await db
      .updateTable("bookings")
      .set({ quote_state: "accepted", preferred_date: null })
      .where("id", "=", a)
      .execute();
    // Without a date it counts on the Lagos day it was made, before the period.
    await expectFresh(db, ["2026-12-07"]);
    await db.updateTable("bookings").set({ preferred_date: "2026-12-10" }).where("id", "=", a).execute();
    await expectFresh(db, ["2026-12-10"]);
    await db.deleteFrom("booking_items").where("booking_id", "=", a).where("position", "=", 1).execute();
    await expectFresh(db, ["2026-12-10"]);

    await db.deleteFrom("payments").where("booking_id", "=", a).execute();
    await db.deleteFrom("booking_items").where("booking_id", "=", a).execute();
    await db.deleteFrom("bookings").where("id", "=", a).execute();
    await expectFresh(db, ["2026-12-03", "2026-12-09", "2026-12-10"]);
  });

  it("shows a line under its service's category now, though the day was stored before the move", async () => {
    const db = database.db;
    const at = "2026-11-20T09:00:00.000Z";
    const category = (id: string, name: string) => ({
      id,
      name,
      name_key: name.toLowerCase(),
      slug: id,
      description: "",
      images: "[]",
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto("categories")
      .values([category("homes", "Homes"), category("offices", "Offices")])
      .execute();
    await db
      .insertInto("services")
      .values({
        id: "deep-clean",
        name: "Deep Home Cleaning",
        description: "",
        price_kobo: 4_500_000,
        category_id: "homes",
        images: "[]",
        created_at: at,
        updated_at: at,
      })
      .execute();
    const id = await addBooking(db, { date: "2026-12-08" });
    await db
      .updateTable("booking_items")
      .set({ service_id: "deep-clean" })
      .where("booking_id", "=", id)
      .execute();
    const categories = async () =>
      (await buildReport(db, { from: "2026-12-08", to: "2026-12-08" })).byCategory.map((row) => row.category);
    expect(await categories()).toEqual(["Homes"]);
    await db.updateTable("services").set({ category_id: "offices" }).where("id", "=", "deep-clean").execute();
    expect((await daySummaries(db, { from: "2026-12-08", to: "2026-12-08" })).computed).toEqual([]);
    expect(await categories()).toEqual(["Offices"]);
    await db.deleteFrom("booking_items").where("booking_id", "=", id).execute();
    await db.deleteFrom("bookings").where("id", "=", id).execute();
  });

  it("leaves no stale figure and no deadlock when bookings, payments and reports run at the same moment", async () => {
    const db = database.db;
    const days = ["2026-12-06", "2026-12-07", "2026-12-08"];
    const bookings = await Promise.all(days.map((date) => addBooking(db, { date })));
    await buildReport(db, period);
    let writing = true;
    const reading = (async () => {
      let reports = 0;
      while (writing || reports === 0) {
        await buildReport(db, period);
        reports++;
      }
      return reports;
    })();
    // Each makes one change as the product's requests do: a booking; a payment, with its booking locked
    // first as recordPayment locks it; or a move of a booking to another day, in both directions. Each
    // then holds its locks a moment, so that the transactions truly overlap on the same days.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        db.transaction().execute(async (trx) => {
          const booking = bookings[n % 3]!;
          if (n % 4 === 0) await addBooking(trx, { date: days[n % 3]!, email: `guest${n}@example.ng` });
          else if (n % 4 === 1) {
            await lockBooking(trx, booking);
            await addPayment(trx, booking, days[(n + 1) % 3]!, 10_000);
          } else
            await trx
              .updateTable("bookings")
              .set({ preferred_date: days[(n + (n % 4) - 1) % 3]! })
              .where("id", "=", booking)
              .execute();
          await new Promise((resolve) => setTimeout(resolve, 5));
          await trx.selectFrom("bookings").select("id").where("id", "=", booking).execute();
        }),
      ),
    );
    writing = false;
    expect(await reading).toBeGreaterThan(0);
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const { computed } = await daySummaries(db, period);
    const cached = await buildReport(db, period);
    await db.deleteFrom("report_day_summaries").execute();
    expect(cached).toEqual(await buildReport(db, period));
    expect(computed.every((day) => days.includes(day))).toBe(true);
  });

  it("goes back and comes again", async () => {
    const db = database.db as unknown as Kysely<any>;
    await down(db);
    await up(db);
    await expectFresh(
      database.db,
      Array.from({ length: 10 }, (_, n) => `2026-12-${String(n + 1).padStart(2, "0")}`),
    );
  });
});
