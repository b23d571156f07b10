import type { FastifyInstance } from "fastify";
import type { BookingStatus } from "../../../shared/booking-status.ts";
import type { Booking, CreatedBooking } from "../../../shared/schemas/booking.ts";
import type { ContactMessage } from "../../../shared/schemas/contact.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import { defaultTemplates, moveMessageDelayMinutes } from "../../../shared/rules/messaging.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { bookingConfirmation, bookingNotice } from "../mail/booking-mail.ts";
import { bookingUpdateMail, customerChangeNotice } from "../mail/booking-update-mail.ts";
import { contactForward } from "../mail/contact-mail.ts";
import { quoteAnsweredNotice, quoteReadyMail, quoteRequestedMail } from "../mail/quote-mail.ts";
import type { OutgoingMessage } from "./outbox.repository.ts";
import { textMessageFor, type TextRoute } from "./text-messages.ts";

/**
 * What every message needs to know of the site: its address, the business's details, the office's inbox,
 * and how customers' text messages go (none when neither WhatsApp nor SMS is set up).
 */
export type MessageContext = {
  origin: string;
  business: BusinessSettings;
  notifyEmail?: string;
  text?: TextRoute;
  /** How long a "moved" message waits for a later move to replace it. */
  moveDelayMs?: number;
};

/** Read before the change: a failed read of the settings falls back to the defaults, never fails the change. */
export async function messageContext(app: FastifyInstance): Promise<MessageContext> {
  const { business, messages } = await app.catalogue.settings().catch(() => defaultSettings);
  const channel = app.config.whatsapp ? "whatsapp" : app.config.termii ? "sms" : undefined;
  return {
    origin: siteOrigin(app),
    business,
    notifyEmail: app.config.notifyEmail,
    text: channel && {
      channel,
      templates: messages.templates,
      defaults: defaultTemplates(),
      business: business.shortName,
      smsFallback: app.config.termii !== undefined,
    },
    moveDelayMs: moveMessageDelayMinutes * 60_000 * app.config.outboxRetryScale,
  };
}

/** A new booking: the customer's confirmation of receipt, and the office's notice. */
export function bookingReceivedMessages(booking: CreatedBooking, context: MessageContext): OutgoingMessage[] {
  const bookingId = booking._id;
  // A quote request has no price yet: its receipt says what happens next (docs/decisions/063).
  const messages: OutgoingMessage[] = booking.quote
    ? [
        {
          kind: "quote-requested",
          bookingId,
          ...quoteRequestedMail(booking, context.business, booking.manageUrl),
        },
      ]
    : [
        {
          kind: "booking-received",
          bookingId,
          ...bookingConfirmation(booking, context.origin, context.business, booking.manageUrl),
        },
        ...textMessageFor("booking-received", booking, context.text, { link: booking.manageUrl }),
      ];
  if (context.notifyEmail) {
    messages.push({
      kind: "business-new-booking",
      bookingId,
      ...bookingNotice(booking, context.notifyEmail, context.origin),
    });
  }
  return messages;
}

/** Staff priced a quote: the customer gets the price and the link to accept or decline it. */
export function quoteReadyMessages(
  booking: Booking,
  context: MessageContext,
  quoteUrl: string,
): OutgoingMessage[] {
  return [
    { kind: "quote-ready", bookingId: booking._id, ...quoteReadyMail(booking, context.business, quoteUrl) },
  ];
}

/** The customer accepted or declined a quote: the office hears of it. */
export function quoteAnsweredMessages(
  booking: Booking,
  accepted: boolean,
  context: MessageContext,
): OutgoingMessage[] {
  if (!context.notifyEmail) return [];
  return [
    {
      kind: "business-quote-answered",
      bookingId: booking._id,
      ...quoteAnsweredNotice(booking, accepted, context.notifyEmail),
    },
  ];
}

/** The customer hears of each status the business gives their booking. */
export function statusChangeMessages(
  booking: Booking,
  status: BookingStatus,
  context: MessageContext,
): OutgoingMessage[] {
  if (status === "pending") return [];
  const kind = `booking-${status}` as const;
  return [
    {
      kind,
      bookingId: booking._id,
      ...bookingUpdateMail(status, booking, { ...context, cancelledBy: "business" }),
    },
    ...textMessageFor(kind, booking, context.text),
  ];
}

/** A customer's own move or cancel: their confirmation of it, and the office's notice. */
export function customerChangeMessages(
  change: "rescheduled" | "cancelled",
  booking: Booking,
  context: MessageContext,
  movedFrom?: string,
): OutgoingMessage[] {
  const bookingId = booking._id;
  const kind = `booking-${change}` as const;
  // Moves wait and replace each other (docs/decisions/047-message-caps.md); a cancel goes at once.
  const coalesce = change === "rescheduled" ? { coalesceMs: context.moveDelayMs ?? 0 } : {};
  const messages: OutgoingMessage[] = [
    {
      kind,
      bookingId,
      ...bookingUpdateMail(change, booking, { ...context, cancelledBy: "customer", movedFrom }),
      ...coalesce,
    },
    ...textMessageFor(kind, booking, context.text, coalesce),
  ];
  if (context.notifyEmail) {
    messages.push({
      kind: "business-booking-changed",
      bookingId,
      ...customerChangeNotice(change, booking, context.notifyEmail, context.origin, movedFrom),
    });
  }
  return messages;
}

/**
 * A move by the business (the schedule board, Booking Details): the customer hears of it like of their own
 * move, the same kind of message; the office needs no notice of what it did itself.
 */
export function staffMoveMessages(
  booking: Booking,
  context: MessageContext,
  movedFrom?: string,
): OutgoingMessage[] {
  return [
    {
      kind: "booking-rescheduled",
      bookingId: booking._id,
      ...bookingUpdateMail("rescheduled", booking, { ...context, cancelledBy: "business", movedFrom }),
    },
  ];
}

/** Regular visits cancelled: one message about the first visit that will not happen, never one per visit. */
export function seriesCancelledMessages(
  firstCancelled: Booking,
  by: "customer" | "business",
  context: MessageContext,
): OutgoingMessage[] {
  return [
    {
      kind: "booking-series-cancelled",
      bookingId: firstCancelled._id,
      ...bookingUpdateMail("series-cancelled", firstCancelled, { ...context, cancelledBy: by }),
    },
    ...textMessageFor("booking-series-cancelled", firstCancelled, context.text),
  ];
}

/** A visitor's message, forwarded to the office's inbox. */
export function contactMessages(message: ContactMessage, context: MessageContext): OutgoingMessage[] {
  if (!context.notifyEmail) return [];
  return [{ kind: "business-new-message", ...contactForward(message, context.notifyEmail) }];
}

/** The crew tapped On our way (the crew page): the customer hears it once per step, however often it is sent. */
export function onTheWayMessages(
  booking: Booking,
  stepId: string,
  context: MessageContext,
): OutgoingMessage[] {
  return [
    {
      kind: "booking-on-the-way",
      bookingId: booking._id,
      dedupeKey: `on-the-way:${stepId}`,
      ...bookingUpdateMail("on-the-way", booking, context),
    },
  ];
}
