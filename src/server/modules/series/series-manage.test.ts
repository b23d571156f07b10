// The customer's manage link of a weekly series: it lists every visit, moves or skips one, and ends the series,
// leaving any visit past the owner's change limit booked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { noSeries, visitNotInSeries } from "../../../shared/rules/recurring.ts";
import type { ManagedBooking } from "../../../shared/schemas/manage.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { setAvailability } from "../../test/availability.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let services: SeededService[];
const today = todayInLagos();

beforeAll(async () => {
  t = await createTestApp();
  services = await seedCatalogue(t.database.db);
  // Online changes close three days before a visit: the first visit, two days out, is past that.
  await setAvailability(t, await t.signIn(), { changeHours: 72 });
});
afterAll(() => t.close());

/** A new booking's manage path under /api/bookings/manage, and its answer. */
async function booked(overrides: Parameters<typeof bookingPayload>[1]) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: bookingPayload([services[0]!], overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json();
  return { base: `/api/bookings/manage/${answer.manageUrl.split("/manage/")[1]}`, answer };
}

const post = (url: string, payload: object = {}) => t.app.inject({ method: "POST", url, payload });

describe("a weekly series through its manage link", () => {
  it("lists the visits, moves one, skips one and ends the rest, keeping the visit past the change limit", async () => {
    const first = addDays(today, 2);
    const { base } = await booked({ frequency: "weekly", preferredDate: first, discount: 10 });
    const view: ManagedBooking = (await t.app.inject({ url: base })).json();
    expect(view.series?.frequency).toBe("weekly");
    const visits = view.series!.visits;
    expect(visits[0]!.canChange).toBe(false);
    expect(visits.slice(1).every((visit) => visit.canChange)).toBe(true);

    const moved = await post(`${base}/visits/${visits[1]!._id}/reschedule`, {
      preferredDate: addDays(first, 8),
      preferredTime: "evening",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove: ManagedBooking = moved.json();
    expect(afterMove.bookingId).toBe(view.bookingId);
    expect(afterMove.series!.visits[1]).toMatchObject({ date: addDays(first, 8), window: "evening" });

    const skipped = await post(`${base}/visits/${visits[2]!._id}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((skipped.json() as ManagedBooking).series!.visits[2]!.status).toBe("cancelled");

    const ended = await post(`${base}/series/cancel`);
    expect(ended.statusCode, ended.body).toBe(200);
    const after: ManagedBooking = ended.json();
    expect(after.series!.status).toBe("cancelled");
    expect(after.series!.visits.map((visit) => visit.status)).toEqual([
      "pending",
      ...Array(visits.length - 1).fill("cancelled"),
    ]);
    const kinds = await t.database.db.selectFrom("outbox_messages").select("kind").execute();
    expect(kinds.filter((row) => row.kind === "booking-series-cancelled")).toHaveLength(1);
  });

  it("refuses a visit of another series, and ending a series the link did not begin", async () => {
    const mine = await booked({ frequency: "weekly", preferredDate: addDays(today, 3), discount: 10 });
    const theirs = await booked({ frequency: "weekly", preferredDate: addDays(today, 4), discount: 10 });
    const stranger = theirs.answer.series.visits[1]._id as string;
    const refused = await post(`${mine.base}/visits/${stranger}/skip`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(visitNotInSeries);
    const visits = (await t.app.inject({ url: theirs.base })).json().series.visits;
    expect(visits[1].status).toBe("pending");

    const once = await booked({ preferredDate: addDays(today, 5) });
    const noneToEnd = await post(`${once.base}/series/cancel`);
    expect(noneToEnd.statusCode).toBe(404);
    expect(noneToEnd.json().message).toBe(noSeries);
  });
});
