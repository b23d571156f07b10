import { z } from "zod";
import { bookingStatuses, timeWindows } from "../booking-status.ts";
import { outboxKinds, type OutboxKind } from "../rules/outbox.ts";

/** A booking as a line of the Today screen: enough to recognise it and open it. */
const todayBooking = z.object({
  _id: z.string(),
  /** The public ID: the line opens the booking's details by it. */
  bookingId: z.string(),
  customerName: z.string(),
  status: z.enum(bookingStatuses),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(timeWindows).nullable(),
  seriesId: z.string().nullable(),
  createdAt: z.string(),
});

const todayJob = todayBooking.extend({
  crewId: z.string().nullable(),
  crewName: z.string().nullable(),
});

const owed = todayBooking.extend({
  totalPrice: z.number(),
  paid: z.number(),
  balance: z.number(),
});

const unreadMessage = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

const failedMessage = z.object({
  _id: z.string(),
  kind: z.enum(Object.keys(outboxKinds) as [OutboxKind]),
  to: z.string(),
  subject: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  booking: z.string().nullable(),
});

/** `GET /api/today`: each list holds at most a few lines; `counts` says how many there are in all. */
export const today = z.object({
  date: z.string(),
  tomorrow: z.string(),
  toConfirm: z.array(todayBooking),
  /** Quotes asked for that staff have still to price (docs/decisions/063), with the date the customer wished for. */
  quotesToPrice: z.array(todayBooking),
  jobs: z.array(todayJob),
  needsPlace: z.array(todayBooking),
  balances: z.array(owed),
  unread: z.array(unreadMessage),
  /** The outbox is the owner's: null for staff. */
  failed: z.array(failedMessage).nullable(),
  counts: z.object({
    toConfirm: z.number(),
    quotesToPrice: z.number(),
    needsPlace: z.number(),
    balances: z.number(),
    unread: z.number(),
    failed: z.number().nullable(),
    /** WhatsApp and SMS messages that failed today (Lagos time): owners only, null for staff. */
    failedTextsToday: z.number().nullable(),
  }),
});
export type Today = z.infer<typeof today>;
export type TodayBooking = z.infer<typeof todayBooking>;
export type TodayJob = z.infer<typeof todayJob>;
