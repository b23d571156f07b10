import { formatNaira } from "../../../shared/money.ts";
import { bookingLines, priceAfterInspection } from "../../../shared/rules/pricing.ts";
import {
  quoteAnsweredLine,
  quoteAnsweredSubject,
  quoteLinkWords,
  quoteMailLabels,
  quoteReadyLines,
  quoteReadySubject,
  quoteRequestedLines,
  quoteRequestedSubject,
} from "../../../shared/rules/quotes.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import { escapeHtml, htmlDocument, htmlTable } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

// The mail of a quote after inspection (docs/decisions/063-quotes-after-inspection.md): its receipt, the
// price with the link to answer it, and the office's notice of the answer. The words are the rules layer's.

type Detail = readonly [string, string];

/** A line priced after inspection reads "Price after inspection" until staff price it. */
function linesOf(booking: Booking): string[] {
  const priced = bookingLines(booking);
  return booking.services
    .map((line, index) =>
      line.afterInspection && booking.quote?.state === "requested"
        ? `${line.name} — ${priceAfterInspection}`
        : priced[index]!,
    )
    .concat(priced.slice(booking.services.length));
}

function customerMail(
  booking: Booking,
  business: BusinessSettings,
  subject: string,
  paragraphs: readonly string[],
  details: readonly Detail[],
  link: { url: string; words: string },
): MailMessage {
  const firstName = booking.customerName.split(/\s+/)[0] ?? booking.customerName;
  const text = [
    `${firstName},`,
    ``,
    ...paragraphs.flatMap((line) => [line, ``]),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ``,
    `${link.words}: ${link.url}`,
    ``,
    business.name,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(firstName)},</p>`,
      ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
      htmlTable(details),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.words)}</a></p>`,
      `<p>${escapeHtml(business.name)}</p>`,
    ].join(""),
  );
  return { to: booking.email, subject, text, html, replyTo: business.email };
}

/** The customer's receipt of a quote request, with the manage link they were given. */
export function quoteRequestedMail(
  booking: Booking,
  business: BusinessSettings,
  manageUrl: string,
): MailMessage {
  return customerMail(
    booking,
    business,
    quoteRequestedSubject(booking.bookingId),
    quoteRequestedLines,
    [
      [quoteMailLabels.id, booking.bookingId],
      [quoteMailLabels.services, linesOf(booking).join(", ")],
    ],
    { url: manageUrl, words: quoteLinkWords },
  );
}

/** Staff's price: the total, until when it may be accepted, and the link to accept or decline it. */
export function quoteReadyMail(booking: Booking, business: BusinessSettings, quoteUrl: string): MailMessage {
  return customerMail(
    booking,
    business,
    quoteReadySubject(booking.bookingId),
    quoteReadyLines(booking.totalPrice, booking.quote?.expiresAt ?? ""),
    [
      [quoteMailLabels.id, booking.bookingId],
      [quoteMailLabels.services, linesOf(booking).join(", ")],
      [quoteMailLabels.total, formatNaira(booking.totalPrice)],
    ],
    { url: quoteUrl, words: quoteLinkWords },
  );
}

/** The office hears that the customer accepted or declined a quote. */
export function quoteAnsweredNotice(booking: Booking, accepted: boolean, to: string): MailMessage {
  const subject = quoteAnsweredSubject(booking.bookingId, accepted);
  const line = quoteAnsweredLine(booking.customerName, booking.bookingId, accepted);
  const details: Detail[] = [
    [quoteMailLabels.id, booking.bookingId],
    [quoteMailLabels.phone, booking.phone],
    [quoteMailLabels.total, formatNaira(booking.totalPrice)],
  ];
  const text = [line, ``, ...details.map(([label, value]) => `${label}: ${value}`)].join("\n");
  const html = htmlDocument(subject, `<p>${escapeHtml(line)}</p>${htmlTable(details)}`);
  return { to, subject, text, html, replyTo: booking.email };
}
