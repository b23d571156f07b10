import { describe, expect, it } from "vitest";
import { isWithinBookingHorizon, latestPreferredDate } from "./rules/booking-date.ts";
import { addYears } from "./lagos-date.ts";

describe("addYears", () => {
  it("keeps the day, and turns 29 February into 28 February in a common year", () => {
    expect(addYears("2026-11-24", 1)).toBe("2027-11-24");
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2026-12-31", 1)).toBe("2027-12-31");
  });
});

describe("the booking horizon", () => {
  // 23:30 in Lagos on 24 November 2026 is 22:30 UTC.
  const now = new Date("2026-11-24T22:30:00Z");
  it("runs to the same day a year from today in Lagos", () => {
    expect(latestPreferredDate(now)).toBe("2027-11-24");
    expect(isWithinBookingHorizon("2027-11-24", now)).toBe(true);
    expect(isWithinBookingHorizon("2027-11-25", now)).toBe(false);
  });
  it("follows Lagos's date, not the machine's, past midnight in Lagos", () => {
    const afterMidnight = new Date("2026-11-24T23:30:00Z");
    expect(latestPreferredDate(afterMidnight)).toBe("2027-11-25");
  });
});
