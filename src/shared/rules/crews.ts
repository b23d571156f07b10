// Crews (the teams that go out to the jobs) and who gives them which job: their limits, what the crews
// API and the dashboard say, and the words of the crew picker. Read by the crew schemas, the crews
// service and the dashboard's Crews screen and booking details.

import { bookingNotFoundById } from "./booking.ts";

export const crewLimits = { name: 60, leadPhone: 30 } as const;

/** A crew's name again, in any case or spacing: 409. */
export const crewNameTaken = "A crew with that name already exists.";
export const crewNotFound = "We could not find that crew.";
/** A crew switched off keeps the jobs it has, but is given no new one. */
export const crewInactive = "That crew is not active. Choose an active crew, or make it active first.";
/** The rule of the schedule: one job per crew in each window of each date (409). */
export const crewBusy = "That crew already has a job in that window.";
export const crewBookingNotFound = bookingNotFoundById;
export const cancelledBookingNoCrew = "A cancelled booking cannot be given to a crew.";
export const bookingNeedsWindow =
  "This booking has no date and time window, so it cannot be given to a crew.";
export const crewChoiceMissing = "Choose a crew, or none to take the booking off its crew.";
export const crewChangeEmpty = "Say what to change: name, lead's phone or active.";

/** The picker's choice for a booking that goes to no crew. */
export const noCrewLabel = "No crew";

/** How the picker names a crew that was switched off but still holds the booking. */
export function crewOptionLabel(crew: { name: string; active: boolean }): string {
  return crew.active ? crew.name : `${crew.name} (not active)`;
}

/** The key two crew names are compared by: case and runs of spaces do not make another crew. */
export function crewNameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
