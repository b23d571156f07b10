// What the booking form says about a coupon: the dialog and the booking page alike.
import { formatCalendarDate } from "../lagos-date.ts";

export const couponAlreadyApplied = "Coupon has already been applied";
export const couponCodeMissing = "Please enter a coupon code";
export const couponUsed = "Coupon has already been used.";
export const couponInvalid = "Invalid coupon code.";

/** The longest coupon code, wherever one is typed: the coupon form, the check and a booking. */
export const couponCodeMaxLength = 40;
export const couponCodeTooLong = `Coupon code must be at most ${couponCodeMaxLength} characters`;

/** A code that worked until its last day: said plainly, so it does not read like a typo. */
export function couponExpired(lastDay: string): string {
  return `This code expired on ${formatCalendarDate(lastDay)}.`;
}

export function couponAppliedMessage(discount: number): string {
  return `Coupon applied! You get ${discount}% off.`;
}

/**
 * What a coupon check's answer means for the booking: the discount it gives, or why it gives none.
 * `null` stands for a check that failed: it reads as the server's reason when it gave one (an expired
 * code, too many checks), else as an invalid code. A discount of 0 (or none) is no coupon at all.
 */
export function couponCheckOutcome(
  result: { used: boolean; discount: number } | null,
  refusal = "",
): { discount: number } | { problem: string } {
  if (!result) return { problem: refusal || couponInvalid };
  if (result.used) return { problem: couponUsed };
  if (!(result.discount > 0)) return { problem: couponInvalid };
  return { discount: result.discount };
}

/** The line under the coupon field while a coupon is applied. */
export function appliedCouponLabel(coupon: { code: string; discount: number }): string {
  return `${coupon.code.toUpperCase()}: ${coupon.discount}% off`;
}

/** A second coupon of the same code, whatever its case: 409. */
export const duplicateCouponCode = "A coupon with this code already exists.";

export const couponNotFound = "We could not find that coupon.";
