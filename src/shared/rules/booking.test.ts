import { describe, expect, it } from "vitest";
import { discountLine, hasDiscount } from "./booking.ts";

describe("discountLine", () => {
  it("names the coupon, the amount off in naira and the percentage", () => {
    expect(discountLine({ couponCode: "LAGOS10", discountAmount: 10500, discount: 10 })).toBe(
      "LAGOS10: −₦10,500 (10%)",
    );
    expect(discountLine({ couponCode: "RAINY10", discountAmount: 1250.05, discount: 10 })).toBe(
      "RAINY10: −₦1,250.05 (10%)",
    );
  });

  it("shows no discount line for a booking without a coupon", () => {
    expect(hasDiscount({ couponCode: null, discountAmount: 0, discount: 0 })).toBe(false);
  });
});
