// What the booking form says about a coupon: the dialog and the booking page alike.

export const couponAlreadyApplied = "Coupon has already been applied";
export const couponCodeMissing = "Please enter a coupon code";
export const couponUsed = "Coupon has already been used.";
export const couponInvalid = "Invalid coupon code.";

export function couponAppliedMessage(discount: number): string {
  return `Coupon applied! You get ${discount}% off.`;
}

/**
 * What a coupon check's answer means for the booking: the discount it gives, or why it gives none.
 * `null` stands for a check that failed (unknown code, too many checks, no network): every such
 * failure reads as an invalid code. A discount of 0 (or none) is no coupon at all.
 */
export function couponCheckOutcome(
  result: { used: boolean; discount: number } | null,
): { discount: number } | { problem: string } {
  if (!result) return { problem: couponInvalid };
  if (result.used) return { problem: couponUsed };
  if (!(result.discount > 0)) return { problem: couponInvalid };
  return { discount: result.discount };
}

/** The line under the coupon field while a coupon is applied. */
export function appliedCouponLabel(coupon: { code: string; discount: number }): string {
  return `${coupon.code.toUpperCase()}: ${coupon.discount}% off`;
}
