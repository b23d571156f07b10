import { describe, expect, it } from "vitest";
import { nairaToKobo } from "./money.ts";
import { bookingTotal, discountTakenOffKobo } from "./pricing.ts";

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

describe("discountTakenOffKobo", () => {
  it("is what separates the subtotal from the total charged", () => {
    // 10% off ₦105,000.
    expect(discountTakenOffKobo(10_500_000, nairaToKobo(bookingTotal([105_000], 10)))).toBe(1_050_000);
    // 15% of ₦45,999.99 is ₦6,899.9985: the total rounds to ₦39,099.99, so ₦6,900 was taken off.
    expect(discountTakenOffKobo(4_599_999, nairaToKobo(bookingTotal([45_000, 999.99], 15)))).toBe(690_000);
  });
  it("is 0 without a discount", () => {
    expect(discountTakenOffKobo(2_500_000, 2_500_000)).toBe(0);
  });
});
