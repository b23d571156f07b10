// The outbox (docs/decisions/024-outbox.md): every message to a customer or the business waits here until
// it is sent. How long a failed message waits before the next try, when it is given up, and what the
// owner's Outbox screen and its API say. Read by the outbox worker, its routes and the dashboard.

// delivered and read come from WhatsApp's delivery statuses; dropped is a message over a recipient's cap
// (src/shared/rules/messaging.ts), kept so the owner sees what was held back.
export const outboxStates = ["pending", "sent", "delivered", "read", "failed", "dropped"] as const;
export type OutboxState = (typeof outboxStates)[number];

export const outboxStateLabels: Record<OutboxState, string> = {
  pending: "Waiting",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  dropped: "Not sent",
};

/** States of a message that has gone: it is never sent again. */
export const outboxGoneStates: readonly OutboxState[] = ["sent", "delivered", "read"];

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed try; after one more failure the message has failed. */
export const retryDelaysMinutes = [1, 5, 30, 120] as const;

/** The wait before the next try after `attempts` failed tries, or null when the message is given up. */
export function nextRetryDelayMs(attempts: number): number | null {
  const minutes = retryDelaysMinutes[attempts - 1];
  return minutes === undefined ? null : minutes * 60_000;
}

/** "1, 5 and 30 minutes": numbers of one unit as a list in words. */
function inWords(values: number[], unit: string): string {
  const last = values.at(-1);
  if (last === undefined) return "";
  const head = values.slice(0, -1).join(", ");
  return `${head ? `${head} and ` : ""}${last} ${unit}${values.length === 1 && last === 1 ? "" : "s"}`;
}

/** The retry schedule as words, from the schedule itself: "1, 5 and 30 minutes and 2 hours". */
function retryScheduleWords(): string {
  const minutes = retryDelaysMinutes.filter((m) => m < 60);
  const hours = retryDelaysMinutes.filter((m) => m >= 60).map((m) => m / 60);
  return [inWords(minutes, "minute"), inWords(hours, "hour")].filter(Boolean).join(" and ");
}

/** Above the owner's Outbox list. */
export const outboxIntro = `Every email, WhatsApp and SMS message to customers and to the office. A message that could not be sent is tried again after ${retryScheduleWords()}, then shown as failed.`;

/** How a waiting message's tries so far read on the Outbox screen. */
export function outboxTriesLabel(attempts: number): string {
  return attempts === 0 ? "Not tried yet" : attempts === 1 ? "Tried once" : `Tried ${attempts} times`;
}

/** How a failed message reads on the Outbox screen. */
export function outboxGaveUpLabel(attempts: number): string {
  // A refusal such as WhatsApp's "cannot receive" fails a message at its first try.
  return attempts === 1 ? "Gave up after 1 try" : `Gave up after ${attempts} tries`;
}

/** What a message is about: one per event that sends mail. */
export const outboxKinds = {
  "booking-received": "Booking received",
  "booking-confirmed": "Booking confirmed",
  "booking-rescheduled": "Booking moved",
  "booking-cancelled": "Booking cancelled",
  "booking-completed": "Booking completed",
  "booking-reminder": "Reminder",
  "booking-series-cancelled": "Regular visits cancelled",
  "business-new-booking": "New booking (to us)",
  "business-booking-changed": "Customer's change (to us)",
  "business-new-message": "New message (to us)",
  "backup-failed": "Backup failed (to us)",
  "backup-stale": "No recent backup (to us)",
  "booking-on-the-way": "On our way",
  "payment-received": "Payment received",
  "business-payment-received": "Payment received (to us)",
  "channel-problem": "Message channel not working (to us)",
  "quote-requested": "Quote request received",
  "quote-ready": "Quote ready",
  "business-quote-answered": "Quote answered (to us)",
} as const;
export type OutboxKind = keyof typeof outboxKinds;

/** Messages to the office: never capped (src/shared/rules/messaging.ts). */
export const officeKinds: OutboxKind[] = (Object.keys(outboxKinds) as OutboxKind[]).filter(
  (kind) => kind.startsWith("business-") || kind.startsWith("backup-") || kind === "channel-problem",
);

export const outboxStateNotValid = `State must be ${outboxStates.slice(0, -1).join(", ")} or ${outboxStates.at(-1)}`;
export const outboxMessageNotFound = "We could not find that message.";
/** Retry on a message that has already gone: 409. */
export const outboxAlreadySent = "This message was already sent.";
export const outboxRetried = "The message will be sent again in a moment.";
export const outboxEmpty: Record<OutboxState, string> = {
  pending: "No messages are waiting to be sent.",
  sent: "No messages have been sent yet.",
  delivered: "No WhatsApp message has been delivered yet.",
  read: "No WhatsApp message has been read yet.",
  failed: "No message has failed. Every message was sent or is on its way.",
  dropped: "No message was held back by the limits per recipient.",
};

/** Sent messages are deleted this many days after they were written; failed and waiting ones are kept. */
export const sentMessagesKeptDays = 90;
/** Under the Outbox screen's intro, so the owner knows how far back the list goes. */
export const outboxRetentionNote = `Sent messages are kept for ${sentMessagesKeptDays} days; failed ones stay until you retry them.`;
