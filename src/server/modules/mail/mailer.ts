import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string };

export type Mailer = {
  /** False when no SMTP_URL is set: messages are only logged. */
  enabled: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Nodemailer over SMTP_URL, or a mailer that only logs what it would have sent. */
export function createMailer(
  options: { smtpUrl?: string; mailFrom: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      enabled: false,
      async send(message) {
        log.info({ to: message.to, subject: message.subject }, "mail is off (no SMTP_URL): not sent");
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // A slow or dead mail server must not hold sockets for minutes (nodemailer waits 2 min by default).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    enabled: true,
    async send(message) {
      await transport.sendMail({ from: options.mailFrom, ...message, subject: oneLine(message.subject) });
    },
    close: () => transport.close(),
  };
}

/** Subjects carry customer names: no line breaks or control characters in a header. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}
