// A series is confirmed in one step from Booking Details: every pending visit to come, the customer told once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import { signedInAs } from "../../test/accounts.ts";
import { seriesKit, type SeriesKit } from "../../test/series-kit.ts";

let k: SeriesKit;
let staff: string;
const first = addDays(todayInLagos(), 3);

beforeAll(async () => {
  k = await seriesKit();
  staff = await signedInAs(k.t, k.cookie, "staff");
});
afterAll(() => k.t.close());

const confirm = (seriesId: string, cookie: string | null = staff) =>
  k.t.app.inject({
    method: "POST",
    url: `/api/bookings/series/${seriesId}/confirm`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe("POST /api/bookings/series/:id/confirm", () => {
  it("confirms every pending visit, keeps a cancelled one cancelled, and queues one message", async () => {
    const booked = await k.bookWeekly(first, "Funmi Weekly");
    expect(booked.statusCode, booked.body).toBe(201);
    const series: SeriesSummary = booked.json().series;
    const skipped = series.visits[2]!;
    const cancel = await k.t.app.inject({
      method: "DELETE",
      url: `/api/bookings/delete/${skipped._id}`,
      headers: { cookie: staff },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const response = await confirm(series.id);
    expect(response.statusCode, response.body).toBe(200);
    const after: SeriesSummary = response.json();
    const statuses = after.visits.map((visit) => visit.status);
    expect(statuses[2]).toBe("cancelled");
    expect(statuses.filter((status) => status === "confirmed")).toHaveLength(series.visits.length - 1);

    const confirmedMail = await k.t.database.db
      .selectFrom("outbox_messages")
      .select("booking_id")
      .where("kind", "=", "booking-confirmed")
      .where(
        "booking_id",
        "in",
        series.visits.map((visit) => visit._id),
      )
      .execute();
    expect(confirmedMail.map((row) => row.booking_id)).toEqual([series.visits[0]!._id]);

    // Again: nothing left to confirm, nothing more queued.
    expect((await confirm(series.id)).statusCode).toBe(200);
    const again = await k.t.database.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("kind", "=", "booking-confirmed")
      .where(
        "booking_id",
        "in",
        series.visits.map((visit) => visit._id),
      )
      .execute();
    expect(again).toHaveLength(1);
  });

  it("answers 404 for an unknown series and 401 without a session", async () => {
    expect((await confirm("00000000-0000-0000-0000-000000000000")).statusCode).toBe(404);
    expect((await confirm("00000000-0000-0000-0000-000000000000", null)).statusCode).toBe(401);
  });
});
