import { timeWindowLabels, type TimeWindow } from "../booking-status.ts";
import { perVisitTotal } from "./discount-combination.ts";
import { formatNaira } from "../money.ts";

// What the booking form and the booking API say about missing or wrong input.

/** The toast when Book Now is pressed with a required field empty (with its period). */
export const requiredFieldsMessage = "Please fill in all required fields.";

/** The toast after a booking was made. */
export const bookingSuccessMessage = "Booking successful!";
/** Before the private manage link, on the confirmation screen and page and in the confirmation mail. */
export const manageLinkLabel = "Change or cancel your booking:";
/** The confirmation's button to the private manage link (the mail keeps the link itself). */
export const changeOrCancelLabel = "Change or cancel";

/** Opens the form's line when a booking is refused; the server's reason follows it when it has one. */
export const bookingSubmitFailed = "An error occurred while submitting the booking.";

/**
 * A booking posted from the booking page the same as one posted there within this time (a double
 * click, a resubmitted page) is not booked again: the first booking is shown instead
 * (docs/decisions/017-one-booking-per-double-submit.md).
 */
export const repeatBookingWindowMs = 60_000;

/** Shown above the first booking's confirmation when the same booking is posted again. */
export const repeatBookingMessage =
  "You sent this booking a moment ago. We have it, so we did not book it twice.";

/** What the booking form says while the catalogue has no service to book. */
export const noServicesYetMessage =
  "Our services will be listed here soon. Please call or message us on WhatsApp to book in the meantime.";

/** The preferred date lies before today in Lagos. */
export const pastDateMessage = "Please choose today or a later date";

/** The fields a booking cannot go without, in the order the form shows them. */
export const requiredBookingFieldNames = [
  "services",
  "customerName",
  "email",
  "phone",
  "address",
  "preferredDate",
  "preferredTime",
] as const;
export type RequiredBookingField = (typeof requiredBookingFieldNames)[number];

/** The short line under each field the customer left empty. */
export const missingFieldMessages: Record<RequiredBookingField, string> = {
  services: "Choose at least one service",
  customerName: "Enter your full name",
  email: "Enter your email",
  phone: "Enter your phone number",
  address: "Enter your address",
  preferredDate: "Choose a date",
  preferredTime: "Choose a time window",
};

// How a booking's coupon discount is shown to staff and customers: the amount taken off
// in naira with the percentage beside it, the same wherever it appears (Booking Details, mail, CSV).

/** A booking asked for by its record id (staff's screens, the payments and history APIs) that does not exist: 404. */
export const bookingNotFoundById = "We could not find that booking.";
/** Two changes of one booking met; the later one changed nothing: 409. */
export const bookingChangedMeanwhile = "This booking was changed meanwhile. Reload and try again.";

/** The label of the discount line in Booking Details, the receipt and the booking mails. */
export const discountLineLabel = "Coupon";
/** The same line on a visit of regular visits that has no coupon: the frequency's discount. */
export const regularDiscountLabel = "Regular visit discount";

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

/** Which discount the line shows: a coupon's, or regular visits'. */
export function discountLabelOf(booking: DiscountedBooking): string {
  return booking.couponCode ? discountLineLabel : regularDiscountLabel;
}

/** Whether a booking has a discount line to show at all. */
export function hasDiscount(booking: DiscountedBooking): boolean {
  return Boolean(booking.couponCode) || booking.discount > 0;
}

// Made when first used, not when the file loads, as `todayInLagos`'s (src/shared/lagos-date.ts).
let visitDay: Intl.DateTimeFormat | undefined;

/** A calendar date as a visit's day: "Tue 1 Dec" (the weekday first, as people plan their week). */
export function visitDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  visitDay ??= new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return visitDay.format(new Date(Date.UTC(year, month - 1, day))).replace(",", "");
}

/** "08:00" → "8am", "12:30" → "12:30pm": a window's hours as customers say them. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "pm" : "am";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${suffix}`;
}

/** A window with its hours when known: "Morning (8am–12pm)". */
export function windowLabel(window: TimeWindow, hours?: { start: string; end: string }): string {
  const name = timeWindowLabels[window];
  return hours ? `${name} (${clockTime(hours.start)}–${clockTime(hours.end)})` : name;
}

/**
 * A visit as customers read it on every screen, mail and message: "Tue 1 Dec, Morning (8am–12pm)" (the
 * hours when the owner's window hours are given), or `none` without a date.
 */
export function visitLabel(
  date: string | null | undefined,
  window: TimeWindow | null | undefined,
  none = "To be agreed",
  hours?: Partial<Record<TimeWindow, { start: string; end: string }>>,
): string {
  const parts = [date ? visitDate(date) : "", window ? windowLabel(window, hours?.[window]) : ""];
  return parts.filter(Boolean).join(", ") || none;
}

/**
 * A total as a customer reads it: a regular booking's total is each visit's, so it says so and how many
 * visits were booked ("₦22,500 per visit × 8"); one visit's total is the amount alone.
 */
export function totalLabel(totalNaira: number, visits = 1): string {
  return perVisitTotal(totalNaira, visits);
}
