// The schedule board's moves refused: bad input, a job that cannot move, a date in the past, a crew that
// cannot take it. Each answers with a message and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pastDateMessage } from "../../../shared/rules/booking.ts";
import {
  crewBookingNotFound,
  crewChoiceMissing,
  crewInactive,
  crewNotFound,
} from "../../../shared/rules/crews.ts";
import {
  bookingNotMovable,
  moveDateMissing,
  moveWindowMissing,
  overbookNotValid,
} from "../../../shared/rules/schedule.ts";
import { day, scheduleKit, type ScheduleKit } from "../../test/schedule-kit.ts";

let k: ScheduleKit;
beforeAll(async () => {
  k = await scheduleKit();
});
afterAll(() => k.t.close());

const unknownId = "00000000-0000-0000-0000-000000000000";
const to = { preferredDate: day(5), preferredTime: "afternoon" };

describe("a move that is refused", () => {
  it.each([
    ["no date", { preferredTime: "morning" }, moveDateMissing],
    ["a date that is not text", { ...to, preferredDate: 20261201 }, moveDateMissing],
    ["a date written otherwise", { ...to, preferredDate: "01/12/2026" }, "Use a date like 2026-12-31"],
    ["a date that does not exist", { ...to, preferredDate: "2027-02-30" }, "That date does not exist"],
    ["no window", { preferredDate: day(5) }, moveWindowMissing],
    ["an unknown window", { ...to, preferredTime: "night" }, moveWindowMissing],
    ["a crew that is not text", { ...to, crewId: 42 }, crewChoiceMissing],
    ["an overbook that is not true or false", { ...to, overbook: "yes" }, overbookNotValid],
    ["a date in the past", { ...to, preferredDate: day(-1) }, pastDateMessage],
  ])("for %s answers 400 with a message and changes nothing", async (_name, payload, message) => {
    const id = await k.job({ date: day(4) });
    const before = await k.stored(id);
    const response = await k.move(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await k.stored(id)).toEqual(before);
    expect(await k.auditOf(id)).toEqual([]);
  });

  it.each(["cancelled", "completed"] as const)("of a %s job answers 409", async (status) => {
    const id = await k.job({ status });
    const response = await k.move(id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(bookingNotMovable(status));
    expect((await k.stored(id)).preferred_date).toBe(day(60));
  });

  it("of an unknown job answers 404", async () => {
    const response = await k.move(unknownId, to);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(crewBookingNotFound);
  });

  it("to an unknown crew answers 404 and gives the place back", async () => {
    const id = await k.job({ date: day(4) });
    const response = await k.move(id, { ...to, crewId: unknownId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(crewNotFound);
    expect(await k.taken(day(5), "afternoon")).toBe(0);
  });

  it("to a crew switched off answers 400, but the job's own crew may move with it", async () => {
    const crew = await k.crew();
    const kept = await k.job({ date: day(6) });
    expect((await k.assign(kept, crew)).statusCode).toBe(200);
    await k.t.app.inject({
      method: "PATCH",
      url: `/api/crews/${crew}`,
      headers: { cookie: k.owner },
      payload: { active: false },
    });
    const refused = await k.move(await k.job(), { ...to, crewId: crew });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(crewInactive);
    const moved = await k.move(kept, { preferredDate: day(7), preferredTime: "evening" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().crewId).toBe(crew);
  });
});

describe("who may move a job", () => {
  it("staff and owners may; nobody signed out may", async () => {
    const id = await k.job();
    expect((await k.move(id, { ...to, preferredDate: day(8) }, k.owner)).statusCode).toBe(200);
    expect((await k.move(id, { ...to, preferredDate: day(9) }, k.staff)).statusCode).toBe(200);
    const signedOut = await k.t.app.inject({
      method: "PUT",
      url: `/api/bookings/${id}/schedule`,
      payload: to,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await k.stored(id)).preferred_date).toBe(day(9));
  });
});
