// A real SMTP server on 127.0.0.1 for the mail tests, keeping what arrives as read by read-mail.ts.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { expect, vi } from "vitest";
import { readMessage, type ReceivedMail } from "./read-mail.ts";

export type { ReceivedMail } from "./read-mail.ts";

export type SmtpTestServer = {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
};

/** Listens on a free loopback port; `delayMs` holds every message that long before accepting it. */
export async function startSmtpTestServer(options: { delayMs?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push({ to, ...readMessage(Buffer.concat(chunks).toString("latin1")) });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first received mail to `address` that matches, waiting for it to arrive. */
export async function mailTo(
  smtp: SmtpTestServer,
  address: string,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const find = () => smtp.received.find((mail) => mail.to.includes(address) && matches(mail));
  await vi.waitFor(() => expect(find()).toBeDefined(), { timeout: 10_000, interval: 50 });
  return find()!;
}
