import { bookingLines } from "../../../shared/rules/pricing.ts";
import { formatNaira } from "../../../shared/money.ts";
import { visitLabel } from "../../../shared/rules/notices.ts";
import {
  discountLine,
  discountLabelOf,
  hasDiscount,
  manageLinkLabel,
  totalLabel,
} from "../../../shared/rules/booking.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import { escapeHtml, htmlDocument, htmlTable } from "./html.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import { seriesLines } from "./series-lines.ts";
import type { MailMessage } from "./mailer.ts";

/** Where a customer checks a booking, with its ID filled in. */
export function statusLink(origin: string, bookingId: string): string {
  return `${origin}/check-booking-status?id=${encodeURIComponent(bookingId)}`;
}

export function preferredVisit(booking: Booking): string {
  return visitLabel(booking.preferredDate, booking.preferredTime);
}

function serviceLines(booking: Booking): string[] {
  return bookingLines(booking);
}

function totals(booking: Booking & { series?: SeriesSummary }): (readonly [string, string])[] {
  const rows: (readonly [string, string])[] = [];
  if (hasDiscount(booking)) {
    rows.push(["Subtotal", formatNaira(booking.subtotal)]);
    rows.push([discountLabelOf(booking), discountLine(booking)]);
  }
  // Regular visits: the total is each visit's, said so ("₦22,500 per visit × 8").
  rows.push(["Total", totalLabel(booking.totalPrice, booking.series?.visits.length)]);
  return rows;
}

function servicesHtml(booking: Booking): string {
  return `<ul>${serviceLines(booking)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join("")}</ul>`;
}

/** How the customer reaches the business, as the settings say now. */
function contactLine(business: BusinessSettings): string {
  const phone = business.phones[0]?.number;
  return phone
    ? `Questions? Call us on ${phone} or write to ${business.email}.`
    : `Questions? Write to ${business.email}.`;
}

/**
 * The customer's confirmation: the booking ID they need later, what they booked, where to check it, the
 * private link to change or cancel it (decision 031), and the business's name and phone number as its
 * settings give them.
 */
export function bookingConfirmation(
  booking: Booking & { series?: SeriesSummary },
  origin: string,
  business: BusinessSettings,
  manageUrl: string,
): MailMessage {
  const link = statusLink(origin, booking.bookingId);
  const firstName = booking.customerName.split(/\s+/)[0] ?? booking.customerName;
  const subject = `Your booking ${booking.bookingId} with ${business.name}`;
  const regular = seriesLines(booking.series);
  const text = [
    `Hello ${firstName},`,
    ``,
    `Thank you for booking with ${business.name}. We have received your booking and will contact you to confirm it.`,
    ``,
    `Booking ID: ${booking.bookingId}`,
    `Keep this ID: you need it to check your booking's status.`,
    ``,
    `Services:`,
    ...serviceLines(booking).map((line) => `- ${line}`),
    ...totals(booking).map(([label, value]) => `${label}: ${value}`),
    ``,
    `Preferred visit: ${preferredVisit(booking)}`,
    `Address: ${booking.address}`,
    ``,
    ...regular.flatMap((line, index) => (index === 0 ? [line] : [`- ${line}`])),
    ...(regular.length > 0 ? [``] : []),
    `Check your booking's status: ${link}`,
    `${manageLinkLabel} ${manageUrl}`,
    `Keep this link to yourself: anyone who has it can change your booking.`,
    ``,
    contactLine(business),
    ``,
    business.name,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>Thank you for booking with ${escapeHtml(business.name)}. We have received your booking and will contact you to confirm it.</p>`,
      `<p style="font-size:18px">Booking ID: <strong>${escapeHtml(booking.bookingId)}</strong></p>`,
      `<p>Keep this ID: you need it to check your booking's status.</p>`,
      `<h2 style="font-size:16px">Services</h2>`,
      servicesHtml(booking),
      htmlTable([
        ...totals(booking),
        ["Preferred visit", preferredVisit(booking)],
        ["Address", booking.address],
      ]),
      ...(regular.length > 0
        ? [
            `<p>${escapeHtml(regular[0]!)}</p>`,
            `<ul>${regular
              .slice(1)
              .map((line) => `<li>${escapeHtml(line)}</li>`)
              .join("")}</ul>`,
          ]
        : []),
      `<p><a href="${escapeHtml(link)}">Check your booking's status</a></p>`,
      `<p>${escapeHtml(manageLinkLabel)} <a href="${escapeHtml(manageUrl)}">${escapeHtml(manageUrl)}</a></p>`,
      `<p>Keep this link to yourself: anyone who has it can change your booking.</p>`,
      `<p>${escapeHtml(contactLine(business))}</p>`,
      `<p>${escapeHtml(business.name)}</p>`,
    ].join(""),
  );
  return { to: booking.email, subject, text, html };
}

/** The business's notice of a new booking, with everything the customer sent and a link to act on it. */
export function bookingNotice(booking: Booking, to: string, origin: string): MailMessage {
  const dashboard = `${origin}/admin-dashboard/bookings-management`;
  const subject = `New booking ${booking.bookingId} from ${booking.customerName}`;
  const details: (readonly [string, string])[] = [
    ["Booking ID", booking.bookingId],
    ["Customer", booking.customerName],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Address", booking.address],
    ["Preferred visit", preferredVisit(booking)],
    ["Notes", booking.notes || "None"],
  ];
  const text = [
    `A new booking has been made.`,
    ``,
    ...details.map(([label, value]) => `${label}: ${value}`),
    ``,
    `Services:`,
    ...serviceLines(booking).map((line) => `- ${line}`),
    ...totals(booking).map(([label, value]) => `${label}: ${value}`),
    ``,
    `Confirm it in the dashboard: ${dashboard}`,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>A new booking has been made.</p>`,
      htmlTable(details),
      `<h2 style="font-size:16px">Services</h2>`,
      servicesHtml(booking),
      htmlTable(totals(booking)),
      `<p><a href="${escapeHtml(dashboard)}">Confirm it in the dashboard</a></p>`,
    ].join(""),
  );
  return { to, subject, text, html, replyTo: booking.email };
}
