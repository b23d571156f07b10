import { z } from "zod";
import { bookingsPageMessage } from "../rules/bookings-list.ts";
import { outboxKinds, outboxStateNotValid, outboxStates } from "../rules/outbox.ts";
import { positiveWhole } from "./booking.ts";
import { messageChannels } from "../rules/messaging.ts";
import { listCursor } from "./cursor.ts";

/** One message of the outbox, as the owner's Outbox screen shows it. */
export const notification = z.object({
  _id: z.string(),
  kind: z.enum(Object.keys(outboxKinds) as [keyof typeof outboxKinds]),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  state: z.enum(outboxStates),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When a waiting message is tried next. */
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The booking it is about, if any (the internal id, as the admin booking's `_id`). */
  booking: z.string().nullable(),
  /** How it travels (email, whatsapp or sms); `to` is then an address or a phone number's digits. */
  channel: z.enum(messageChannels),
});
export type Notification = z.infer<typeof notification>;

/** Messages in one answer of `GET /api/notifications`. */
export const notificationsPageSize = 50;

export const notificationListQuery = z
  .object({
    state: z.enum(outboxStates, { error: outboxStateNotValid }).optional().default("pending"),
    page: positiveWhole(bookingsPageMessage).optional().default(1),
    /** The page after the one this cursor ended (decision 056); it takes the place of `page` when given. */
    cursor: listCursor.optional(),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
