import type { ContactMessage } from "../../../shared/schemas/contact.ts";
import { escapeMultiline, htmlDocument, htmlTable } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

/** A contact message forwarded to the business; replying answers the sender. */
export function contactForward(message: ContactMessage, to: string): MailMessage {
  const subject = `New message from ${message.name}`;
  const text = [
    `A message was sent through the website's contact form.`,
    ``,
    `From: ${message.name} <${message.email}>`,
    ...(message.phone ? [`Phone: ${message.phone}`] : []),
    ``,
    message.message,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>A message was sent through the website's contact form.</p>`,
      htmlTable([
        ["From", message.name],
        ["Email", message.email],
        ...(message.phone ? [["Phone", message.phone] as const] : []),
      ]),
      `<p>${escapeMultiline(message.message)}</p>`,
    ].join(""),
  );
  return { to, subject, text, html, replyTo: message.email };
}
