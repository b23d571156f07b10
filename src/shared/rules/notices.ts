// What the business says to a customer outside the booking mails: the day-before reminder's hour, and the
// prefilled WhatsApp messages staff send from a booking with one tap, in the owner's own words. Read by
// the settings schema and form, the reminder job and the Booking Details buttons.

import type { TimeWindow } from "../booking-status.ts";
import { visitLabel } from "./booking.ts";

/** The WhatsApp messages staff can send from a booking, in the order of a visit. */
export const whatsappNotices = ["confirmed", "onTheWay", "completed", "reminder"] as const;
export type WhatsappNotice = (typeof whatsappNotices)[number];

export const whatsappNoticeLabels: Record<WhatsappNotice, string> = {
  confirmed: "Confirmed",
  onTheWay: "On our way",
  completed: "Completed",
  reminder: "Reminder",
};

export const noticeLimits = { template: 500 } as const;

/** The words in braces a message may hold, and what each becomes. */
export const noticePlaceholders = {
  name: "the customer's first name",
  visit: "the date and time window",
  bookingId: "the booking ID",
  business: "the business's name",
} as const;
export type NoticeValues = Record<keyof typeof noticePlaceholders, string>;

/** A message with its placeholders filled in; an unknown `{word}` is left as typed. */
export function fillNotice(template: string, values: NoticeValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? values[key as keyof NoticeValues] : whole,
  );
}

// The booking form's confirmation lists visits too, so the words live with the booking's (kept out of this
// module, which the booking pages do not load).
export { visitLabel };

type BookingForNotice = {
  customerName: string;
  bookingId: string;
  preferredDate: string | null;
  preferredTime: TimeWindow | null;
};

/** One of the owner's WhatsApp messages, filled in for a booking. */
export function noticeFor(template: string, booking: BookingForNotice, business: string): string {
  return fillNotice(template, {
    name: booking.customerName.trim().split(/\s+/)[0] ?? booking.customerName,
    visit: visitLabel(booking.preferredDate, booking.preferredTime),
    bookingId: booking.bookingId,
    business,
  });
}

export const whatsappNoticeNotValid =
  "Say which message was sent: confirmed, onTheWay, completed or reminder";
export const noticeTooLong = `A message must be at most ${noticeLimits.template} characters`;
export const reminderTimeNotValid = "The reminder time must be a time like 17:00";
