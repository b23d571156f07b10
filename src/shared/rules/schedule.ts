// The schedule board: staff move a job to another date, window or crew, and may overbook a window on
// purpose (docs/decisions/021-availability.md). Read by the move schema, the schedule service and the
// dashboard's Schedule screen.
import type { BookingStatus } from "../booking-status.ts";

/** A cancelled or completed job stays where it was: there is nothing left to send a crew to. */
export function bookingNotMovable(status: BookingStatus): string {
  return `A ${status} booking cannot be moved.`;
}
export const moveDateMissing = "Choose the date to move the job to, like 2026-12-31.";
export const moveWindowMissing = "Choose morning, afternoon or evening.";
export const overbookNotValid = "Overbook must be true or false.";

/** The board's toast once a job has moved. */
export const jobMoved = "Job moved.";

/** The column, and the card's line, of jobs given to no crew. */
export const unassignedLabel = "Unassigned";
/** The move dialog's checkbox: staff book past the window's limit, or on a closed day, on purpose. */
export const overbookLabel = "Book even if the window is full or the day is closed";
/** The move dialog's crew choice that keeps the job off every crew. */
export const noCrewChoice = "No crew (unassigned)";

/** After a move: the customer has been told through the outbox, and WhatsApp is one tap away. */
export const moveToldCustomer = "The customer is sent the new day and window.";
export const sendMoveOnWhatsapp = "Send the new time on WhatsApp";
/** The WhatsApp message of a move, with the same placeholders as the owner's messages (rules/notices.ts). */
export const movedWhatsappTemplate =
  "Hello {name}, your booking {bookingId} with {business} has moved to {visit}. Reply here if that does not suit you.";

/** The most days the board reads at once (`GET /api/bookings/board`): its week. */
export const boardMaxDays = 7;
export const boardRangeTooLong = `The board shows at most ${boardMaxDays} days at a time`;
/** The most bookings one board answer holds: as many as the board's fifty hundred-row pages could bring. */
export const boardMaxBookings = 5000;
