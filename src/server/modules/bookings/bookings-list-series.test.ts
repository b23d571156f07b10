// The bookings list read with `group=series` (docs/decisions/061-bookings-list-for-a-working-day.md): a
// series of regular visits is one row, its first visit in the list's order among those the tab keeps, with
// how often it visits, how many visits it holds and how many wait to be confirmed; the counts count it once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { bookingsGroupMessage } from "../../../shared/rules/bookings-list.ts";
import { booking as bookingSchema, type Booking } from "../../../shared/schemas/booking.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import { readBookingsList } from "../../test/bookings-list-read.ts";
import { seriesKit, type SeriesKit } from "../../test/series-kit.ts";

let k: SeriesKit;
const inDays = (days: number) => addDays(todayInLagos(), days);
let weekly: SeriesSummary;
let once: Booking;

beforeAll(async () => {
  k = await seriesKit();
  const booked = await k.bookWeekly(inDays(2), "Funmi Weekly");
  expect(booked.statusCode, booked.body).toBe(201);
  weekly = booked.json().series;
  const single = await k.book({
    customerName: "Tola Once",
    preferredDate: inDays(3),
    preferredTime: "afternoon",
  });
  expect(single.statusCode, single.body).toBe(201);
  once = single.json();
});
afterAll(() => k.t.close());

const list = (query: string) => readBookingsList(k.t.app, k.cookie, query);
const shown = (rows: Booking[]) => rows.map((row) => `${row.customerName} ${row.preferredDate}`);
const setVisit = (id: string, values: { preferred_date?: string; status?: string }) =>
  k.t.database.db.updateTable("bookings").set(values).where("id", "=", id).execute();

describe("GET /api/bookings/get?group=series", () => {
  it("shows a series as one row, its next visit, saying how often, how many visits and how many to confirm", async () => {
    expect(weekly.visits).toHaveLength(8);
    const grouped = await list("group=series");
    expect(grouped.status).toBe(200);
    expect(shown(grouped.rows)).toEqual([`Funmi Weekly ${inDays(2)}`, `Tola Once ${inDays(3)}`]);
    const [row, single] = grouped.rows as [Booking, Booking];
    expect(row._id).toBe(weekly.visits[0]!._id);
    expect(row.seriesId).toBe(weekly.id);
    expect(row.seriesRow).toEqual({ frequency: "weekly", visits: 8, toConfirm: 8 });
    expect(single._id).toBe(once._id);
    expect(single.seriesRow).toBeUndefined();
    for (const shownRow of grouped.rows) expect(bookingSchema.parse(shownRow)).toEqual(shownRow);
    // The series counts once, in the total and in its tab.
    expect(grouped.total).toBe(2);
    expect(grouped.counts).toEqual({ all: 2, pending: 2, confirmed: 0, completed: 0, cancelled: 0 });

    // Without grouping, every visit is a row of its own, as the schedule board reads them.
    const every = await list("pageSize=100");
    expect(every.rows).toHaveLength(9);
    expect(every.total).toBe(9);
    expect(every.rows.every((shownRow) => shownRow.seriesRow === undefined)).toBe(true);
  });

  it("counts a series once in each tab its visits are in, shown by its first visit of that tab", async () => {
    const [, second] = weekly.visits as [SeriesSummary["visits"][number], SeriesSummary["visits"][number]];
    const confirmed = await k.t.app.inject({
      method: "PUT",
      url: `/api/bookings/update-status/${second._id}/confirmed`,
      headers: { cookie: k.cookie },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    try {
      const pending = await list("group=series&status=pending");
      expect(pending.rows.map((row) => row._id)).toEqual([weekly.visits[0]!._id, once._id]);
      expect(pending.rows[0]!.seriesRow).toEqual({ frequency: "weekly", visits: 8, toConfirm: 7 });
      const inConfirmed = await list("group=series&status=confirmed");
      expect(inConfirmed.rows.map((row) => row._id)).toEqual([second._id]);
      expect(inConfirmed.total).toBe(1);
      expect(pending.counts).toEqual({ all: 2, pending: 2, confirmed: 1, completed: 0, cancelled: 0 });
    } finally {
      await setVisit(second._id, { status: "pending" });
    }
  });

  it("shows the next visit to come when one has passed, and a series with none to come by its latest", async () => {
    const first = weekly.visits[0]!;
    await setVisit(first._id, { preferred_date: inDays(-5) });
    const ended = await k.book({
      frequency: "weekly",
      preferredDate: inDays(4),
      preferredTime: "evening",
      customerName: "Bisi Ended",
      discount: 10,
    });
    expect(ended.statusCode, ended.body).toBe(201);
    const endedVisits = (ended.json().series as SeriesSummary).visits;
    // Bisi's visits all passed, a week apart, the latest ten days ago.
    for (const [index, visit] of endedVisits.entries())
      await setVisit(visit._id, { preferred_date: inDays(-10 - 7 * (endedVisits.length - 1 - index)) });
    try {
      const grouped = await list("group=series");
      expect(shown(grouped.rows)).toEqual([
        `Tola Once ${inDays(3)}`,
        `Funmi Weekly ${inDays(9)}`,
        `Bisi Ended ${inDays(-10)}`,
      ]);
      expect(grouped.rows[2]!._id).toBe(endedVisits.at(-1)!._id);
      // Confirm all visits leaves past ones alone: what waits is the pending visits to come.
      expect(grouped.rows[1]!.seriesRow).toEqual({ frequency: "weekly", visits: 8, toConfirm: 7 });
      expect(grouped.rows[2]!.seriesRow).toMatchObject({ visits: endedVisits.length, toConfirm: 0 });
      expect(grouped.counts.all).toBe(3);
    } finally {
      await setVisit(first._id, { preferred_date: inDays(2) });
      for (const visit of endedVisits) await setVisit(visit._id, { status: "cancelled" });
    }
  });

  it("pages rows across the boundary by page and by cursor, each series once, without a gap or a repeat", async () => {
    const more = await k.book({
      frequency: "fortnightly",
      preferredDate: inDays(1),
      preferredTime: "evening",
      customerName: "Kunle Fortnightly",
      discount: 5,
    });
    expect(more.statusCode, more.body).toBe(201);
    await setVisit((more.json().series as SeriesSummary).visits[0]!._id, { preferred_date: inDays(-3) });
    const all = (await list("group=series&pageSize=100")).rows.map((row) => row._id);
    // Funmi, Tola, Kunle, Bisi (cancelled, past): four rows.
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    for (let pageSize = 1; pageSize <= all.length; pageSize++) {
      const byPage: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / pageSize); page++) {
        const answer = await list(`group=series&pageSize=${pageSize}&page=${page}`);
        expect(answer.total).toBe(all.length);
        byPage.push(...answer.rows.map((row) => row._id));
      }
      expect(byPage, `pageSize ${pageSize}`).toEqual(all);
      const byCursor: string[] = [];
      let cursor: string | undefined;
      do {
        const answer = await list(`group=series&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ""}`);
        byCursor.push(...answer.rows.map((row) => row._id));
        cursor = answer.next;
      } while (cursor && byCursor.length <= all.length);
      expect(byCursor, `pageSize ${pageSize}`).toEqual(all);
    }
  });

  it("finds one visit by its booking ID as a row of its own, with its series said", async () => {
    const visit = weekly.visits[3]!;
    const found = await list(`group=series&q=${encodeURIComponent(visit.bookingId)}`);
    expect(found.rows.map((row) => row._id)).toEqual([visit._id]);
    expect(found.rows[0]!.seriesRow).toMatchObject({ frequency: "weekly", visits: 8 });
  });

  it("refuses any other grouping with 400 and a message", async () => {
    for (const group of ["visits", "", "series,series"]) {
      const answer = await list(`group=${group}`);
      expect(answer.status, group).toBe(400);
      expect(answer.json.message, group).toBe(bookingsGroupMessage);
    }
  });
});
