// The Today screen (docs/decisions/043-today-screen.md): what needs doing, for the owner and the staff.
// Its headings, empty states and limits, read by the API and the dashboard.

/** At most this many lines of each kind: the counts say how many there are in all. */
export const todayLineLimit = 20;

export const todayHeadings = {
  toConfirm: "New bookings to confirm",
  jobs: "Today's and tomorrow's jobs",
  needsPlace: "Visits that need a place",
  balances: "Balances owed",
  unread: "Unread messages",
  failed: "Messages that failed to send",
} as const;

export const todayEmpty = {
  toConfirm: "No new bookings wait for you.",
  jobs: "No jobs today or tomorrow.",
  needsPlace: "Every visit has its place.",
  balances: "Nobody owes anything for work done.",
  unread: "No unread messages.",
  failed: "Every message went out.",
} as const;

/** The job of a day without a crew yet. */
export const noCrewYet = "No crew yet";

/** The address of one booking's details in the bookings list, by its public ID. */
export const bookingDetailsPath = (bookingId: string) =>
  `/admin-dashboard/bookings-management?booking=${encodeURIComponent(bookingId)}`;

/** Today's failed WhatsApp and SMS messages, as the owner's Today says them (a link to the failed ones). */
export const failedTextsToday = (count: number) =>
  `${count} WhatsApp or SMS ${count === 1 ? "message" : "messages"} failed today`;

/** Where that link leads: the Outbox's failed messages. */
export const failedOutboxPath = "/admin-dashboard/outbox?state=failed";
