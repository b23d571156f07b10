import { describe, expect, it } from "vitest";
import { bookingTotal } from "./pricing.ts";

describe("bookingTotal", () => {
  it("sums the prices", () => {
    expect(bookingTotal([15000, 25000])).toBe(40000);
  });
  it("takes the percentage off and rounds to 2 decimals", () => {
    expect(bookingTotal([999.99], 15)).toBe(849.99);
  });
  it("never goes below 0", () => {
    expect(bookingTotal([100], 100)).toBe(0);
    expect(bookingTotal([100], 150)).toBe(0);
  });
  it("is 0 with nothing chosen", () => {
    expect(bookingTotal([])).toBe(0);
  });
});
