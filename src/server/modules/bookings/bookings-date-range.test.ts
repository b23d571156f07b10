// The staff's bookings list narrowed to preferred dates (`?from` and `?to`), as the schedule board reads
// a day or a week; the other filters, the counts and the shape of the answer are unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rangeBackwards } from "../../../shared/rules/availability.ts";
import { bookingsCountsHeader, bookingsTotalHeader } from "../../../shared/rules/bookings-list.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { insertJob } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  const jobs = [
    ["before", "2027-08-31", "pending"],
    ["first", "2027-09-01", "pending"],
    ["middle", "2027-09-04", "confirmed"],
    ["last", "2027-09-07", "cancelled"],
    ["after", "2027-09-08", "pending"],
  ] as const;
  for (const [name, date, status] of jobs) {
    ids[name] = (await insertJob(t.app.db, { date, window: "morning", status, customerName: name })).id;
  }
  ids.undated = (await insertJob(t.app.db, { date: null, window: null, customerName: "undated" })).id;
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ url: `/api/bookings/get?${query}`, headers: { cookie } });
const names = (response: { json(): unknown }) =>
  (response.json() as Booking[]).map((booking) => booking.customerName).sort();

describe("GET /api/bookings/get?from&to", () => {
  it("lists the bookings whose preferred date is within the dates, both included, and counts them", async () => {
    const response = await list("from=2027-09-01&to=2027-09-07");
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(["first", "last", "middle"]);
    expect(response.headers[bookingsTotalHeader]).toBe("3");
    expect(JSON.parse(String(response.headers[bookingsCountsHeader]))).toEqual({
      all: 3,
      pending: 1,
      confirmed: 1,
      completed: 0,
      cancelled: 1,
    });
  });

  it("takes one date alone, and works with the status filter", async () => {
    expect(names(await list("from=2027-09-07"))).toEqual(["after", "last"]);
    expect(names(await list("to=2027-08-31"))).toEqual(["before"]);
    expect(names(await list("from=2027-09-04&to=2027-09-04"))).toEqual(["middle"]);
    expect(names(await list("from=2027-09-01&to=2027-09-07&status=pending"))).toEqual(["first"]);
  });

  it("still lists every booking, undated ones included, without dates", async () => {
    expect(names(await list("pageSize=100"))).toEqual(
      ["after", "before", "first", "last", "middle", "undated"].sort(),
    );
  });

  it.each([
    ["a date written otherwise", "from=01/09/2027", "Use a date like 2026-12-31"],
    ["a date that does not exist", "to=2027-02-30", "That date does not exist"],
    ["an end before the start", "from=2027-09-07&to=2027-09-01", rangeBackwards],
  ])("refuses %s with 400 and a message", async (_name, query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
