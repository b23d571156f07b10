// What the status check (`/check-booking-status`) tells a customer besides the status's name: what it means
// for them and what happens next. The API answers it with the status; the page shows it under the badge.
import type { BookingStatus } from "../booking-status.ts";

export const statusMeanings: Record<BookingStatus, string> = {
  pending: "We have your booking. We will call you to confirm the day and time.",
  confirmed: "Your visit is confirmed. Our crew will come on the day and in the window shown.",
  completed: "This visit is done. Thank you for choosing us.",
  cancelled: "This booking is cancelled. You are welcome to book again at any time.",
};

/** Said beside the Booking ID field when what was sent cannot be a booking ID, an empty field included. */
export const bookingIdInvalid = "Please enter a valid Booking ID";

/** Said beside the field when the lookup failed and the API gave no words of its own. */
export const statusLookupFailed = "Something went wrong. Try again.";
