import { describe, expect, it } from "vitest";
import { couponCheckOutcome, couponInvalid, couponUsed } from "./coupon";

describe("what a coupon check means for a booking", () => {
  it("gives the discount of a usable coupon", () => {
    expect(couponCheckOutcome({ used: false, discount: 10 })).toEqual({ discount: 10 });
  });

  it("refuses a used-up coupon, a coupon of 0% and a failed check, each with its words", () => {
    expect(couponCheckOutcome({ used: true, discount: 10 })).toEqual({ problem: couponUsed });
    expect(couponCheckOutcome({ used: false, discount: 0 })).toEqual({ problem: couponInvalid });
    expect(couponCheckOutcome(null)).toEqual({ problem: couponInvalid });
  });
});
