// How a coupon and a regular-visit discount combine, and how a series' total reads.
import { describe, expect, it } from "vitest";
import { bookingTotal } from "../pricing.ts";
import { discountCombinationNote, perVisitTotal, visitDiscount } from "./discount-combination.ts";

describe("a coupon with a regular-visit discount", () => {
  it("never adds up: the first visit takes the larger, later visits the regular one", () => {
    expect(visitDiscount(10, 10, true)).toBe(10);
    expect(visitDiscount(10, 15, true)).toBe(15);
    expect(visitDiscount(10, 15, false)).toBe(10);
    // Weekly 10% and a 10% coupon on ₦25,000: ₦22,500 a visit, not ₦20,000.
    expect(bookingTotal([25_000], visitDiscount(10, 10, true))).toBe(22_500);
  });

  it("is said on the form only when both apply", () => {
    expect(discountCombinationNote(10, 15)).toBe(
      "The coupon and the regular-visit discount do not add up: your first visit takes the larger (15%), every later visit 10% off.",
    );
    expect(discountCombinationNote(10, 0)).toBeUndefined();
    expect(discountCombinationNote(0, 10)).toBeUndefined();
  });

  it("reads a series' total per visit", () => {
    expect(perVisitTotal(22_500, 8)).toBe("₦22,500 per visit × 8");
    expect(perVisitTotal(22_500, 1)).toBe("₦22,500");
  });
});
