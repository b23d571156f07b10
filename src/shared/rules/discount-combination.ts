// How a coupon and a regular-visit discount combine: one rule, used by the booking service to price a
// booking and by the booking forms to show the customer, before sending, what they will pay.
import { formatNaira } from "../money.ts";

/**
 * The discount a visit gets: a coupon counts on the first visit only, and the two never add up: the first
 * visit takes whichever is larger; every later visit of regular visits takes the regular discount.
 */
export function visitDiscount(frequencyPercent: number, couponPercent: number, firstVisit: boolean): number {
  return firstVisit ? Math.max(frequencyPercent, couponPercent) : frequencyPercent;
}

/**
 * The line under the form's total when a coupon meets a regular-visit discount, so nobody wonders whether
 * 10% and 10% make 20%; undefined when only one (or neither) applies.
 */
export function discountCombinationNote(frequencyPercent: number, couponPercent: number): string | undefined {
  if (frequencyPercent <= 0 || couponPercent <= 0) return undefined;
  const first = visitDiscount(frequencyPercent, couponPercent, true);
  return (
    `The coupon and the regular-visit discount do not add up: your first visit takes the larger (${first}%), ` +
    `every later visit ${frequencyPercent}% off.`
  );
}

/** A series' total as forms and mails say it: "₦22,500 per visit × 8"; one visit's is the amount alone. */
export function perVisitTotal(totalNaira: number, visits: number): string {
  return visits > 1 ? `${formatNaira(totalNaira)} per visit × ${visits}` : formatNaira(totalNaira);
}
