import { bookingLines } from "../../../shared/rules/pricing.ts";
import { formatNaira } from "../../../shared/money.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import { statusLink, preferredVisit } from "./booking-mail.ts";
import { escapeHtml, htmlDocument, htmlTable } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

export type BookingUpdate =
  "confirmed" | "rescheduled" | "cancelled" | "completed" | "reminder" | "series-cancelled" | "on-the-way";

export type UpdateContext = {
  origin: string;
  business: BusinessSettings;
  /** Who cancelled, for the cancellation's words. */
  cancelledBy?: "customer" | "business";
  /** The visit before a move, for the reschedule's words. */
  movedFrom?: string;
};

/** The subject and the paragraphs that say what happened; the rest of every update mail is the same. */
function wordsFor(update: BookingUpdate, booking: Booking, context: UpdateContext) {
  const { bookingId } = booking;
  const name = context.business.name;
  switch (update) {
    case "confirmed":
      return {
        subject: `Booking ${bookingId} confirmed`,
        lines: [`Good news: your booking with ${name} is confirmed. We will see you then.`],
      };
    case "rescheduled":
      return {
        subject: `Booking ${bookingId} moved to ${preferredVisit(booking)}`,
        lines: [
          `Your booking has been moved${context.movedFrom ? ` from ${context.movedFrom}` : ""} to ${preferredVisit(booking)}.`,
        ],
      };
    case "cancelled":
      return {
        subject: `Booking ${bookingId} cancelled`,
        lines: [
          context.cancelledBy === "customer"
            ? `As you asked, your booking has been cancelled. Nothing is owed.`
            : `We are sorry: ${name} has had to cancel your booking. Please call us or book another time.`,
        ],
      };
    case "series-cancelled":
      return {
        subject: `Regular visits cancelled from ${preferredVisit(booking)}`,
        lines: [
          context.cancelledBy === "customer"
            ? `As you asked, your regular visits are cancelled: this visit and every one after it. Past visits are kept.`
            : `We are sorry: ${name} has had to cancel your regular visits, this one and every one after it. Please call us to arrange another time.`,
        ],
      };
    case "completed":
      return {
        subject: `Thank you from ${name}`,
        lines: [
          `Thank you for choosing ${name}. Your cleaning is complete.`,
          `How did we do? Reply to this email with a short review: it helps other families in Lagos find us, and tells us what to improve.`,
        ],
      };
    case "on-the-way":
      return {
        subject: `${name} is on the way`,
        lines: [
          `Our crew is on the way to you now, for your visit ${preferredVisit(booking)} at ${booking.address}.`,
          `Please make sure someone can let us in.`,
        ],
      };
    case "reminder":
      return {
        subject: `Reminder: ${name} visits ${preferredVisit(booking)}`,
        lines: [
          `A reminder that our team visits you ${preferredVisit(booking)} at ${booking.address}.`,
          `Please make sure someone can let us in.`,
        ],
      };
  }
}

/** A message to the customer when their booking changes, or the day before the visit. */
export function bookingUpdateMail(
  update: BookingUpdate,
  booking: Booking,
  context: UpdateContext,
  manageUrl?: string,
): MailMessage {
  const { business, origin } = context;
  const firstName = booking.customerName.split(/\s+/)[0] ?? booking.customerName;
  const { subject, lines } = wordsFor(update, booking, context);
  const details: (readonly [string, string])[] = [
    ["Booking ID", booking.bookingId],
    ["Visit", preferredVisit(booking)],
    ["Services", bookingLines(booking).join(", ")],
    ["Total", formatNaira(booking.totalPrice)],
  ];
  const link =
    update !== "cancelled" && update !== "completed"
      ? (manageUrl ?? statusLink(origin, booking.bookingId))
      : undefined;
  const linkWords = manageUrl ? "Change or cancel your booking" : "Check your booking's status";
  const phone = business.phones[0]?.number;
  const contact = phone ? `Questions? Call us on ${phone}.` : `Questions? Write to ${business.email}.`;
  const text = [
    `Hello ${firstName},`,
    ``,
    ...lines.flatMap((line) => [line, ``]),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ``,
    ...(link ? [`${linkWords}: ${link}`, ``] : []),
    contact,
    ``,
    business.name,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      htmlTable(details),
      link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(linkWords)}</a></p>` : "",
      `<p>${escapeHtml(contact)}</p>`,
      `<p>${escapeHtml(business.name)}</p>`,
    ].join(""),
  );
  return { to: booking.email, subject, text, html, replyTo: business.email };
}

/** The office's notice that a customer moved or cancelled a booking through the manage link. */
export function customerChangeNotice(
  change: "rescheduled" | "cancelled",
  booking: Booking,
  to: string,
  origin: string,
  movedFrom?: string,
): MailMessage {
  const dashboard = `${origin}/admin-dashboard/bookings-management`;
  const what =
    change === "cancelled"
      ? `${booking.customerName} cancelled booking ${booking.bookingId}.`
      : `${booking.customerName} moved booking ${booking.bookingId}${movedFrom ? ` from ${movedFrom}` : ""} to ${preferredVisit(booking)}.`;
  const subject =
    change === "cancelled"
      ? `Booking ${booking.bookingId} cancelled by the customer`
      : `Booking ${booking.bookingId} moved by the customer`;
  const details: (readonly [string, string])[] = [
    ["Booking ID", booking.bookingId],
    ["Customer", booking.customerName],
    ["Phone", booking.phone],
    ["Visit", preferredVisit(booking)],
    ["Address", booking.address],
  ];
  const text = [
    what,
    ``,
    ...details.map(([label, value]) => `${label}: ${value}`),
    ``,
    `See it in the dashboard: ${dashboard}`,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(what)}</p>`,
      htmlTable(details),
      `<p><a href="${escapeHtml(dashboard)}">See it in the dashboard</a></p>`,
    ].join(""),
  );
  return { to, subject, text, html, replyTo: booking.email };
}
