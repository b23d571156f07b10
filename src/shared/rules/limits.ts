// What a client hears when a rate limit refuses it (429). The numbers stay beside each route, where the
// reason for them is written; the words live here, once, for the API and its tests.

export const tooManyBookings =
  "Too many bookings from this network. Please wait a few minutes and try again.";
export const tooManyStatusChecks = "Too many status checks. Please wait a few minutes and try again.";
export const tooManyManageRequests =
  "Too many requests for this booking. Please wait a few minutes and try again.";
export const tooManyPaymentAttempts =
  "Too many payment attempts for this booking. Please wait a few minutes and try again.";
export const tooManyContactMessages =
  "Too many messages from this network. Please wait a few minutes and try again.";
export const tooManyCouponChecks = "Too many coupon checks. Please wait a few minutes and try again.";
export const tooManyPasswordAttempts = "Too many password attempts. Please wait 15 minutes and try again.";
export const tooManyCalendarRequests = "Too many calendar requests. Please wait a few minutes and try again.";
export const tooManyCrewPageRequests =
  "Too many requests from this crew page. Please wait a few minutes and try again.";
export const tooManyCrewPhotos = "Too many photos at once. Try again.";
export const tooManyUploads = "Too many uploads at once. Please wait a moment and try again.";
