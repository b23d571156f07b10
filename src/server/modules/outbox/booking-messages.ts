import type { FastifyInstance } from "fastify";
import type { BookingStatus } from "../../../shared/booking-status.ts";
import type { Booking, CreatedBooking } from "../../../shared/schemas/booking.ts";
import type { ContactMessage } from "../../../shared/schemas/contact.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { bookingConfirmation, bookingNotice } from "../mail/booking-mail.ts";
import { bookingUpdateMail, customerChangeNotice } from "../mail/booking-update-mail.ts";
import { contactForward } from "../mail/contact-mail.ts";
import type { OutgoingMessage } from "./outbox.repository.ts";

/** What every message needs to know of the site: its address, the business's details, the office's inbox. */
export type MessageContext = { origin: string; business: BusinessSettings; notifyEmail?: string };

/** Read before the change: a failed read of the settings falls back to the defaults, never fails the change. */
export async function messageContext(app: FastifyInstance): Promise<MessageContext> {
  const { business } = await app.catalogue.settings().catch(() => defaultSettings);
  return { origin: siteOrigin(app), business, notifyEmail: app.config.notifyEmail };
}

/** A new booking: the customer's confirmation of receipt, and the office's notice. */
export function bookingReceivedMessages(booking: CreatedBooking, context: MessageContext): OutgoingMessage[] {
  const bookingId = booking._id;
  const messages: OutgoingMessage[] = [
    {
      kind: "booking-received",
      bookingId,
      ...bookingConfirmation(booking, context.origin, context.business, booking.manageUrl),
    },
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
  const messages: OutgoingMessage[] = [
    {
      kind: `booking-${change}`,
      bookingId,
      ...bookingUpdateMail(change, booking, { ...context, cancelledBy: "customer", movedFrom }),
    },
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
  ];
}

/** A visitor's message, forwarded to the office's inbox. */
export function contactMessages(message: ContactMessage, context: MessageContext): OutgoingMessage[] {
  if (!context.notifyEmail) return [];
  return [{ kind: "business-new-message", ...contactForward(message, context.notifyEmail) }];
}
