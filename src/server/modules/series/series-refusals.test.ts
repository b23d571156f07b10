// Regular visits the rules refuse (docs/decisions/034-recurring-series.md): a weekly window two customers
// ask for at once goes to one of them, a frequency or first visit the rules do not allow and a service the
// owner books one time only are refused, and nothing of a refused series is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import {
  frequencyNotOffered,
  frequencyNotValid,
  oneOffOnly,
  regularVisitNeedsDate,
} from "../../../shared/rules/recurring.ts";
import { countBookings, type SeededService } from "../../test/booking-fixtures.ts";
import { seriesKit, type SeriesKit } from "../../test/series-kit.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let services: SeededService[];
let book: SeriesKit["book"];
let bookWeekly: SeriesKit["bookWeekly"];
let taken: SeriesKit["taken"];
const first = addDays(todayInLagos(), 2);

beforeAll(async () => {
  ({ t, services, book, bookWeekly, taken } = await seriesKit());
});
afterAll(() => t.close());

describe("two customers ask for the same weekly window at once", () => {
  it("gives it to exactly one; the other is told it is full and nothing of theirs is stored", async () => {
    const start = addDays(first, 3);
    const before = await countBookings(t.database.db);
    const answers = await Promise.all([bookWeekly(start, "First Racer"), bookWeekly(start, "Second Racer")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json();
    expect(await countBookings(t.database.db)).toBe(before + winner.series.visits.length);
    for (const visit of winner.series.visits) expect(await taken(visit.date, "morning")).toBe(1);
  });
});

describe("a repeating booking the rules refuse", () => {
  it.each([
    ["a frequency the owner does not offer", { frequency: "monthly" }, frequencyNotOffered],
    ["no date for the first visit", { frequency: "weekly", preferredDate: undefined }, regularVisitNeedsDate],
    [
      "no window for the first visit",
      { frequency: "weekly", preferredTime: undefined },
      regularVisitNeedsDate,
    ],
    ["an unknown frequency", { frequency: "daily" }, frequencyNotValid],
  ])("%s: 400 with its message, nothing stored", async (_, overrides, message) => {
    const before = await countBookings(t.database.db);
    const response = await book({ preferredDate: addDays(first, 5), ...overrides } as never);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countBookings(t.database.db)).toBe(before);
  });
});

describe("a service the owner books one time only", () => {
  it("cannot be booked as regular visits: 400 naming it, nothing stored; one time it still books", async () => {
    await t.database.db
      .updateTable("services")
      .set({ one_off: 1 })
      .where("id", "=", services[1]!._id)
      .execute();
    try {
      const before = await countBookings(t.database.db);
      const refused = await bookWeekly(addDays(first, 6), "One Off Weekly");
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(oneOffOnly(services[1]!.name));
      expect(await countBookings(t.database.db)).toBe(before);
      const once = await book({ preferredDate: addDays(first, 6), customerName: "One Off Once" });
      expect(once.statusCode, once.body).toBe(201);
    } finally {
      await t.database.db
        .updateTable("services")
        .set({ one_off: 0 })
        .where("id", "=", services[1]!._id)
        .execute();
    }
  });
});
