// Staff move jobs on the schedule board: the old window's place is given back and the new one taken, a
// full window or closed day is refused unless staff overbook on purpose, and the job's crew goes with it
// when its new window is free. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateClosed, windowFull } from "../../../shared/rules/availability.ts";
import { crewBusy } from "../../../shared/rules/crews.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { closedDay, closedNote, day, scheduleKit, type ScheduleKit } from "../../test/schedule-kit.ts";

let k: ScheduleKit;
beforeAll(async () => {
  k = await scheduleKit();
});
afterAll(() => k.t.close());

/** A job that took its place in `date`'s `window` the way the board puts it there. */
async function placed(date: string, window: "morning" | "afternoon" | "evening" = "morning") {
  const id = await k.job();
  const response = await k.move(id, { preferredDate: date, preferredTime: window });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

describe("moving a job", () => {
  it("moves it to another date and window, gives the old place back and records who did it", async () => {
    const id = await placed(day(3));
    expect(await k.taken(day(3), "morning")).toBe(1);
    const response = await k.move(id, { preferredDate: day(4), preferredTime: "evening" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as Booking).toMatchObject({ preferredDate: day(4), preferredTime: "evening" });
    expect(await k.taken(day(3), "morning")).toBe(0);
    expect(await k.taken(day(4), "evening")).toBe(1);
    const entries = await k.auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["move", "move"]);
    expect(JSON.parse(entries[1]!.details)).toMatchObject({
      date: day(4),
      window: "evening",
      overbooked: false,
    });
  });

  it("refuses a full window with the rules' words and changes nothing", async () => {
    await placed(day(5));
    await placed(day(5));
    const id = await placed(day(6));
    const before = await k.stored(id);
    const response = await k.move(id, { preferredDate: day(5), preferredTime: "morning" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(windowFull);
    expect(await k.stored(id)).toEqual(before);
    expect(await k.taken(day(5), "morning")).toBe(2);
    expect(await k.taken(day(6), "morning")).toBe(1);
  });

  it("overbooks a full window when staff say so, counting the place past the limit", async () => {
    await placed(day(7));
    await placed(day(7));
    const id = await placed(day(8));
    const response = await k.move(id, { preferredDate: day(7), preferredTime: "morning", overbook: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await k.taken(day(7), "morning")).toBe(3);
    expect(await k.taken(day(8), "morning")).toBe(0);
    const entries = await k.auditOf(id);
    expect(JSON.parse(entries.at(-1)!.details)).toMatchObject({ overbooked: true });
  });

  it("refuses a closed day unless staff overbook on purpose", async () => {
    const id = await placed(day(9));
    const refused = await k.move(id, { preferredDate: closedDay, preferredTime: "afternoon" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(dateClosed(closedNote));
    const forced = await k.move(id, { preferredDate: closedDay, preferredTime: "afternoon", overbook: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await k.taken(closedDay, "afternoon")).toBe(1);
  });

  it("does not hold staff to the least notice: a job can move to this evening", async () => {
    const id = await k.job();
    const response = await k.move(id, { preferredDate: day(0), preferredTime: "evening" });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("the crew of a moved job", () => {
  it("goes with the job when left out, and its old window is free for another job", async () => {
    const crew = await k.crew();
    const id = await placed(day(10));
    expect((await k.assign(id, crew)).statusCode).toBe(200);
    const response = await k.move(id, { preferredDate: day(10), preferredTime: "afternoon" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().crewId).toBe(crew);
    expect((await k.assign(await placed(day(10)), crew)).statusCode).toBe(200);
    // The crew now holds the afternoon: another job there is refused.
    expect((await k.assign(await placed(day(10), "afternoon"), crew)).statusCode).toBe(409);
  });

  it("changes to the crew given, or to none, in the same move", async () => {
    const first = await k.crew();
    const second = await k.crew();
    const id = await placed(day(11));
    await k.assign(id, first);
    const given = await k.move(id, { preferredDate: day(12), preferredTime: "morning", crewId: second });
    expect(given.json().crewId).toBe(second);
    const none = await k.move(id, { preferredDate: day(12), preferredTime: "morning", crewId: null });
    expect(none.statusCode, none.body).toBe(200);
    expect((await k.stored(id)).crew_id).toBeNull();
    expect((await k.assign(await placed(day(12)), second)).statusCode).toBe(200);
  });

  it("refuses a window where the crew already has a job, and changes nothing, places included", async () => {
    const crew = await k.crew();
    await k.assign(await placed(day(13), "evening"), crew);
    const id = await placed(day(14));
    await k.assign(id, crew);
    const before = await k.stored(id);
    const response = await k.move(id, { preferredDate: day(13), preferredTime: "evening", overbook: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(crewBusy);
    expect(await k.stored(id)).toEqual(before);
    expect(await k.taken(day(13), "evening")).toBe(1);
    expect(await k.taken(day(14), "morning")).toBe(1);
  });
});

describe("simultaneous moves", () => {
  it("of ten jobs into a window with one place left: exactly one moves, nine answer 409 full", async () => {
    await placed(day(20));
    const jobs = await Promise.all(Array.from({ length: 10 }, () => k.job({ date: day(21) })));
    const answers = await Promise.all(
      jobs.map((id) => k.move(id, { preferredDate: day(20), preferredTime: "morning" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toBe(windowFull);
    expect(await k.taken(day(20), "morning")).toBe(2);
    const moved = await Promise.all(jobs.map((id) => k.stored(id)));
    expect(moved.filter((row) => row.preferred_date === day(20))).toHaveLength(1);
  });
});
