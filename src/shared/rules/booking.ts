// How a booking's coupon discount is shown to staff and customers (DECISIONS.md D23): the amount taken off
// in naira with the percentage beside it, the same wherever it appears (Booking Details, mail, CSV).
import { formatNaira } from "../money.ts";

/** The label of the discount line in Booking Details and the booking mails. */
export const discountLineLabel = "Coupon";

/** The bookings CSV's columns for the discount: the amount in naira, then the percentage. */
export const discountAmountColumn = "Discount (NGN)";
export const discountPercentColumn = "Discount (%)";

type DiscountedBooking = {
  couponCode: string | null;
  /** The amount taken off, in naira. */
  discountAmount: number;
  /** The coupon's percentage. */
  discount: number;
};

/** `LAGOS10: −₦10,500 (10%)`: code, amount taken off (a true minus sign), percentage. */
export function discountLine(booking: DiscountedBooking): string {
  const amount = `−${formatNaira(booking.discountAmount)} (${booking.discount}%)`;
  return booking.couponCode ? `${booking.couponCode}: ${amount}` : amount;
}

/** Whether a booking has a discount line to show at all. */
export function hasDiscount(booking: DiscountedBooking): boolean {
  return Boolean(booking.couponCode) || booking.discount > 0;
}
