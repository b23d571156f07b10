// Staff give bookings to crews from the bookings screen: one job per crew in each window of each date
// (409 otherwise), a place freed when the booking is taken off, cancelled or moved, and bad choices refused
// with the words of the rules. On SQLite, and on PostgreSQL in the api-postgres project.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingNeedsWindow,
  cancelledBookingNoCrew,
  crewBookingNotFound,
  crewBusy,
  crewChoiceMissing,
  crewInactive,
  crewNotFound,
} from "../../../shared/rules/crews.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { signedInAs } from "../../test/accounts.ts";
import { addCrew, insertJob, type JobValues } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let staff: string;
const unknownId = "00000000-0000-0000-0000-000000000000";

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  staff = await signedInAs(t, owner, "staff");
});
afterAll(() => t.close());

let crewCount = 0;
async function newCrew(active = true): Promise<string> {
  crewCount++;
  return addCrew(t, owner, `Team ${crewCount}`, active);
}

const job = (values: Partial<JobValues> = {}) =>
  insertJob(t.app.db, { date: "2027-03-01", window: "morning", ...values }).then((row) => row.id);
const assign = (bookingId: string, payload: unknown, cookie = staff) =>
  t.app.inject({
    method: "PUT",
    url: `/api/bookings/${bookingId}/crew`,
    headers: { cookie },
    payload: payload as object,
  });
const cancel = (bookingId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/bookings/delete/${bookingId}`, headers: { cookie: staff } });

describe("giving a booking to a crew", () => {
  it("sets the booking's crew, shows it in the bookings list, and records who did it", async () => {
    const crew = await newCrew();
    const booking = await job({ customerName: "Ada Obi" });
    const response = await assign(booking, { crewId: crew });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Booking).crewId).toBe(crew);
    const list = await t.app.inject({ url: "/api/bookings/get?q=Ada%20Obi", headers: { cookie: staff } });
    expect((list.json() as Booking[]).find((b) => b._id === booking)?.crewId).toBe(crew);
    const entry = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", booking)
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe("assign-crew");
    expect(JSON.parse(entry.details)).toMatchObject({ customer: "Ada Obi", crew: "Team 1" });
  });

  it("gives a crew one job per window: a second answers 409, another window or crew is fine", async () => {
    const crew = await newCrew();
    const other = await newCrew();
    expect((await assign(await job(), { crewId: crew })).statusCode).toBe(200);
    const second = await assign(await job(), { crewId: crew });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(crewBusy);
    expect((await assign(await job({ window: "afternoon" }), { crewId: crew })).statusCode).toBe(200);
    expect((await assign(await job({ date: "2027-03-02" }), { crewId: crew })).statusCode).toBe(200);
    expect((await assign(await job(), { crewId: other })).statusCode).toBe(200);
  });

  it("gives the same crew again without complaint, and moves a booking from one crew to another", async () => {
    const first = await newCrew();
    const second = await newCrew();
    const booking = await job();
    expect((await assign(booking, { crewId: first })).statusCode).toBe(200);
    expect((await assign(booking, { crewId: first })).statusCode).toBe(200);
    expect((await assign(booking, { crewId: second })).json().crewId).toBe(second);
    // The first crew's window is free again.
    expect((await assign(await job(), { crewId: first })).statusCode).toBe(200);
  });

  it("frees the window when the booking is taken off its crew", async () => {
    const crew = await newCrew();
    const booking = await job();
    await assign(booking, { crewId: crew });
    const off = await assign(booking, { crewId: null });
    expect(off.statusCode).toBe(200);
    expect(off.json().crewId).toBeNull();
    expect((await assign(await job(), { crewId: crew })).statusCode).toBe(200);
    // Taking off a booking that has no crew changes nothing and is not an error.
    expect((await assign(booking, { crewId: null })).statusCode).toBe(200);
  });

  it("frees the window when the booking is cancelled", async () => {
    const crew = await newCrew();
    const booking = await job();
    await assign(booking, { crewId: crew });
    expect((await cancel(booking)).statusCode).toBe(200);
    expect((await assign(await job(), { crewId: crew })).statusCode).toBe(200);
  });

  it("frees the old window when the booking moves to another date, and holds the crew to the new one", async () => {
    const crew = await newCrew();
    const booking = await job();
    await assign(booking, { crewId: crew });
    await t.app.db
      .updateTable("bookings")
      .set({ preferred_date: "2027-03-05" })
      .where("id", "=", booking)
      .execute();
    expect((await assign(await job(), { crewId: crew })).statusCode).toBe(200);
    // Given again after the move, the booking holds the crew's new window.
    expect((await assign(booking, { crewId: crew })).statusCode).toBe(200);
    expect((await assign(await job({ date: "2027-03-05" }), { crewId: crew })).statusCode).toBe(409);
  });
});

describe("refused choices", () => {
  it("a crew switched off takes no new job, but keeps the one it has", async () => {
    const crew = await newCrew();
    const kept = await job({ date: "2027-04-01" });
    await assign(kept, { crewId: crew });
    await t.app.inject({
      method: "PATCH",
      url: `/api/crews/${crew}`,
      headers: { cookie: owner },
      payload: { active: false },
    });
    const refused = await assign(await job({ date: "2027-04-02" }), { crewId: crew });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(crewInactive);
    expect((await assign(kept, { crewId: crew })).statusCode).toBe(200);
  });

  it.each([
    ["an unknown crew", async () => assign(await job(), { crewId: unknownId }), 404, crewNotFound],
    [
      "an unknown booking",
      async () => assign(unknownId, { crewId: await newCrew() }),
      404,
      crewBookingNotFound,
    ],
    [
      "a cancelled booking",
      async () => assign(await job({ status: "cancelled" }), { crewId: await newCrew() }),
      409,
      cancelledBookingNoCrew,
    ],
    [
      "a booking with no window",
      async () => assign(await job({ window: null }), { crewId: await newCrew() }),
      409,
      bookingNeedsWindow,
    ],
    [
      "a booking with no date",
      async () => assign(await job({ date: null, window: null }), { crewId: await newCrew() }),
      409,
      bookingNeedsWindow,
    ],
    ["no choice at all", async () => assign(await job(), {}), 400, crewChoiceMissing],
    ["a crew that is not text", async () => assign(await job(), { crewId: 42 }), 400, crewChoiceMissing],
  ] as const)("%s", async (_name, send, status, message) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it("changes nothing when refused", async () => {
    const crew = await newCrew();
    await assign(await job({ date: "2027-05-01" }), { crewId: crew });
    const booking = await job({ date: "2027-05-01" });
    expect((await assign(booking, { crewId: crew })).statusCode).toBe(409);
    const row = await t.app.db
      .selectFrom("bookings")
      .select("crew_id")
      .where("id", "=", booking)
      .executeTakeFirstOrThrow();
    expect(row.crew_id).toBeNull();
    const audit = await t.app.db
      .selectFrom("audit_log")
      .select("id")
      .where("entity_id", "=", booking)
      .execute();
    expect(audit).toEqual([]);
  });
});

describe("simultaneous assignments", () => {
  it("of one crew to ten bookings of one window: exactly one wins, nine answer 409", async () => {
    const crew = await newCrew();
    const bookings = await Promise.all(Array.from({ length: 10 }, () => job({ date: "2027-06-01" })));
    const answers = await Promise.all(bookings.map((booking) => assign(booking, { crewId: crew })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toBe(crewBusy);
    const given = await t.app.db.selectFrom("bookings").select("id").where("crew_id", "=", crew).execute();
    expect(given).toHaveLength(1);
    const held = await t.app.db.selectFrom("crew_jobs").selectAll().where("crew_id", "=", crew).execute();
    expect(held).toEqual([expect.objectContaining({ booking_id: given[0]!.id, date: "2027-06-01" })]);
  });

  it("of one crew to a freed window: exactly one of ten takes it over", async () => {
    const crew = await newCrew();
    const first = await job({ date: "2027-06-02" });
    await assign(first, { crewId: crew });
    await cancel(first);
    const bookings = await Promise.all(Array.from({ length: 10 }, () => job({ date: "2027-06-02" })));
    const answers = await Promise.all(bookings.map((booking) => assign(booking, { crewId: crew })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
  });
});
