// A real SMTP server on 127.0.0.1 for the mail tests, keeping what arrives as read by read-mail.ts.
import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { expect, vi } from "vitest";
import { readMessage, type ReceivedMail } from "./read-mail.ts";

export type { ReceivedMail } from "./read-mail.ts";

export type SmtpTestServer = {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
};

type SmtpOptions = {
  /** Holds every message this long before accepting it. */
  delayMs?: number;
  /** Listens here (to come back where a stopped one was) instead of a free port. */
  port?: number;
  /** Refuses this many messages with a temporary failure (451) before accepting any. */
  refuseFirst?: number;
  /** Requires a login (over plain SMTP, as on loopback) and refuses any other user name or password. */
  login?: { user: string; pass: string };
};

/** Listens on loopback and keeps every message it accepts in `received`. */
export async function startSmtpTestServer(options: SmtpOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusals = options.refuseFirst ?? 0;
  const login = options.login;
  const server = new SMTPServer({
    authOptional: !login,
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push({ to, ...readMessage(Buffer.concat(chunks).toString("latin1")) });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: login
      ? `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (it was free a moment ago): a mail server that is down. */
export async function unusedPort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
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
