// Regular visits (docs/decisions/034-recurring-series.md): a repeating booking places its visits against the owner's capacity,
// flags the one that finds no room, and lets staff skip a visit or end the series without touching the past;
// an active series gains its next visit as time passes. What the rules refuse: series-refusals.test.ts.
import { perVisitTotal } from "../../../shared/rules/discount-combination.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { bookingTotal } from "../../../shared/pricing.ts";
import { addDays, windowFull } from "../../../shared/rules/availability.ts";
import { seriesBooked, visitNeedsPlace } from "../../../shared/rules/recurring.ts";
import { visitLabel } from "../../../shared/rules/notices.ts";
import { regularDiscountLabel } from "../../../shared/rules/booking.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import type { SeededService } from "../../test/booking-fixtures.ts";
import { seriesKit, type SeriesKit } from "../../test/series-kit.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];
let book: SeriesKit["book"];
let taken: SeriesKit["taken"];
let bookWeekly: SeriesKit["bookWeekly"];
const today = todayInLagos();
const first = addDays(today, 2);
const prices = () => [services[0]!.price, services[1]!.price];

beforeAll(async () => {
  ({ t, cookie, services, book, bookWeekly, taken } = await seriesKit());
});
afterAll(() => t.close());

describe("a weekly series", () => {
  let series: SeriesSummary;

  it("places eight weeks of visits against capacity and flags the one that finds no room", async () => {
    // Another customer already has the third week's morning, the only place in it.
    expect(
      (await book({ preferredDate: addDays(first, 14), customerName: "Other Customer" })).statusCode,
    ).toBe(201);

    const response = await bookWeekly(first, "Ngozi Weekly");
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    series = answer.series;
    expect(series.frequency).toBe("weekly");
    expect(series.discountPercent).toBe(10);
    // The first visit is two days out, so weeks 0 to 7 fall within the eight weeks from today.
    expect(series.visits.map((visit) => visit.date)).toEqual(
      [0, 7, 14, 21, 28, 35, 42, 49].map((d) => addDays(first, d)),
    );
    expect(series.visits.map((visit) => visit.needsPlace)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(answer.totalPrice).toBe(bookingTotal(prices(), 10));

    const rows = await t.database.db
      .selectFrom("bookings")
      .selectAll()
      .where("series_id", "=", series.id)
      .orderBy("series_index")
      .execute();
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(Number(row.total_kobo) / 100).toBe(bookingTotal(prices(), 10));
    expect(rows[2]!.preferred_time).toBeNull();
    for (const [index, row] of rows.entries()) {
      if (index !== 2) expect(await taken(row.preferred_date!, "morning")).toBe(1);
    }
    // The flagged visit took nothing: the week's one place is still the other customer's.
    expect(await taken(addDays(first, 14), "morning")).toBe(1);
    // One confirmation for the whole series, listing every visit, the one without room as such.
    const mails = await t.database.db
      .selectFrom("outbox_messages")
      .select(["text_body", "booking_id"])
      .where("kind", "=", "booking-received")
      .where("recipient", "=", "chiamaka@example.ng")
      .where(
        "booking_id",
        "in",
        series.visits.map((visit) => visit._id),
      )
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`${seriesBooked("weekly", 8)}:`);
    expect(mails[0]!.text_body).toContain(`${regularDiscountLabel}: −`);
    // The total is each visit's, and says so: "₦22,500 per visit × 8".
    expect(mails[0]!.text_body).toContain(`Total: ${perVisitTotal(bookingTotal(prices(), 10), 8)}`);
    expect(mails[0]!.text_body).toContain(`- ${visitLabel(addDays(first, 7), "morning")}`);
    expect(mails[0]!.text_body).toContain(`- ${visitLabel(addDays(first, 14), null)}: ${visitNeedsPlace}`);
    // The series holds its mornings: nobody else gets the second week's.
    const late = await book({ preferredDate: addDays(first, 7), customerName: "Too Late" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(windowFull);
  });

  it("skipping one visit frees its place for another customer", async () => {
    const second = series.visits[1]!;
    const skipped = await t.app.inject({
      method: "DELETE",
      url: `/api/bookings/delete/${second._id}`,
      headers: { cookie },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(await taken(second.date, "morning")).toBe(0);
    expect((await book({ preferredDate: second.date, customerName: "Gets The Place" })).statusCode).toBe(201);
    const view = (
      await t.app.inject({ url: `/api/bookings/series/${series.id}`, headers: { cookie } })
    ).json();
    expect(view.status).toBe("active");
    expect(view.visits.map((visit: { status: string }) => visit.status)).toEqual([
      "pending",
      "cancelled",
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
  });

  it("cancelling the series keeps the completed visit and its payment, and frees every later place", async () => {
    const firstVisit = series.visits[0]!;
    for (const status of ["confirmed", "completed"]) {
      const changed = await t.app.inject({
        method: "PUT",
        url: `/api/bookings/update-status/${firstVisit._id}/${status}`,
        headers: { cookie },
      });
      expect(changed.statusCode).toBe(200);
    }
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${firstVisit._id}/payments`,
      headers: { cookie },
      payload: { amount: bookingTotal(prices(), 10), method: "cash", paidOn: today },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/bookings/series/${series.id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const view: SeriesSummary = cancelled.json();
    expect(view.status).toBe("cancelled");
    expect(view.visits.map((visit) => visit.status)).toEqual(["completed", ...Array(7).fill("cancelled")]);
    const payments = (
      await t.app.inject({ url: `/api/bookings/${firstVisit._id}/payments`, headers: { cookie } })
    ).json();
    expect(payments.state).toBe("paid");
    for (const visit of view.visits.slice(3)) expect(await taken(visit.date, "morning")).toBe(0);
    // The other customer's place in week three was never the series' to give back.
    expect(await taken(addDays(first, 14), "morning")).toBe(1);
    const messages = await t.database.db
      .selectFrom("outbox_messages")
      .select("kind")
      .where("kind", "=", "booking-series-cancelled")
      .execute();
    expect(messages).toHaveLength(1);
    // Again: nothing more changes and nothing more is sent.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/bookings/series/${series.id}/cancel`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(
      await t.database.db
        .selectFrom("outbox_messages")
        .select("id")
        .where("kind", "=", "booking-series-cancelled")
        .execute(),
    ).toHaveLength(1);
  });
});

describe("the series is topped up as time passes", () => {
  it("adds the visit that comes within eight weeks, once, and none after the series is cancelled", async () => {
    const start = addDays(first, 1);
    const response = await book({
      frequency: "fortnightly",
      preferredDate: start,
      preferredTime: "afternoon",
      customerName: "Fortnightly Customer",
      discount: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const series: SeriesSummary = response.json().series;
    expect(series.visits.map((visit) => visit.date)).toEqual([0, 14, 28, 42].map((d) => addDays(start, d)));
    const aWeekOn = new Date(Date.now() + 7 * 86_400_000);
    const [added, again] = await Promise.all([t.app.series.runOnce(aWeekOn), t.app.series.runOnce(aWeekOn)]);
    expect(added + again).toBe(1);
    const view: SeriesSummary = (
      await t.app.inject({ url: `/api/bookings/series/${series.id}`, headers: { cookie } })
    ).json();
    expect(view.visits.map((visit) => visit.date)).toEqual([0, 14, 28, 42, 56].map((d) => addDays(start, d)));
    expect(view.visits[4]!.needsPlace).toBe(false);
    await t.app.inject({
      method: "POST",
      url: `/api/bookings/series/${series.id}/cancel`,
      headers: { cookie },
    });
    expect(await t.app.series.runOnce(new Date(Date.now() + 40 * 86_400_000))).toBe(0);
  });
});
