// The actions at the top of Booking Details (docs/decisions/044-one-confirm-flow.md): their words, and
// what each says while it waits to be taken back or tapped again. No browser dialog asks first.

export const bookingActionLabels = {
  confirm: "Confirm",
  complete: "Mark as Completed",
  cancel: "Cancel Booking",
} as const;

/** The second tap of an action that cannot be taken back. */
export const tapAgainLabels = {
  complete: "Tap again to complete",
  cancel: "Tap again to cancel",
} as const;

/** While a confirmation waits its few seconds before it is sent. */
export const confirmingNotice = "Confirming…";
export const undoLabel = "Undo";

/** Once a booking is confirmed (or being confirmed): the rest of the flow, at hand. */
export const nextStepsHint = "Give it a crew and tell the customer.";

/** A series is confirmed as a whole: every pending visit still to come. */
export const confirmAllVisits = "Confirm all visits";
export const allVisitsConfirmed = "All visits confirmed";

/** Said on the "Confirmed" WhatsApp message of a pending booking: sending it confirms the booking. */
export const confirmAndSendLabel = "Confirm and send “Confirmed”";
