import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { nextRetryDelayMs } from "../../../shared/rules/outbox.ts";
import type { OutboxRow } from "../../db/schema.ts";
import type { MessageChannel } from "../../../shared/rules/messaging.ts";
import { sendTextRow } from "../messaging/text-sender.ts";
import { onMessageDropped, scaleRecipientCaps } from "./message-caps.ts";
import { claimDueMessages, markAttemptFailed, markSent } from "./outbox.repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    outbox: {
      /** Looks for due messages now: call after committing a change that wrote some. */
      wake(): void;
      /** One pass over the due messages; resolves when it is done (tests and shutdown). */
      runOnce(): Promise<void>;
    };
  }
}

/**
 * Longer than the longest send nodemailer allows (see mailer.ts) and a provider's timeout, so a live worker
 * never loses its lease.
 */
const leaseMs = 5 * 60_000;
const batchSize = 20;
/** How long shutting down waits for a pass in progress. */
const drainMs = 5000;

/**
 * Sends what the outbox holds, in every instance of the server: each pass claims due messages under a
 * lease, so two instances never send the same one, and a message held by an instance that died is taken
 * over when its lease runs out. A failed send is tried again later (src/shared/rules/outbox.ts), across
 * restarts, because the schedule is in the row. While mail is off (no SMTP_URL) mail waits; WhatsApp and
 * SMS go out on their own whenever either is set up.
 */
export const outboxWorker = fp(async (app: FastifyInstance) => {
  const { outboxPollMs, outboxRetryScale } = app.config;
  let pass: Promise<void> | undefined;
  let again = false;
  let closing = false;

  const retryAt = (row: OutboxRow): Date | null => {
    const delay = nextRetryDelayMs(Number(row.attempts) + 1);
    return delay === null ? null : new Date(Date.now() + delay * outboxRetryScale);
  };

  /** Mail while SMTP is set up; WhatsApp and SMS rows while either provider is (docs/decisions/046-message-channels.md). */
  function channelsOn(): MessageChannel[] {
    const text = app.config.whatsapp || app.config.termii ? (["whatsapp", "sms"] as const) : [];
    return [...(app.mailer.enabled ? (["email"] as const) : []), ...text];
  }

  async function sendOne(row: OutboxRow): Promise<void> {
    if (row.channel !== "email") return sendTextRow(app, row, retryAt);
    try {
      await app.mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
    } catch (error) {
      const delay = nextRetryDelayMs(Number(row.attempts) + 1);
      const now = new Date();
      const retryAt = delay === null ? null : new Date(now.getTime() + delay * outboxRetryScale);
      const reason = error instanceof Error ? error.message : String(error);
      // The reason stays in the row for the owner: a mail server's words may name the customer's address.
      const code = (error as { code?: unknown }).code;
      app.log.warn({ id: row.id, kind: row.kind, retryAt, code }, "mail could not be sent");
      await markAttemptFailed(app.db, row, reason, now, retryAt);
      return;
    }
    await markSent(app.db, row, new Date());
  }

  async function drainDue(): Promise<void> {
    for (;;) {
      const now = new Date();
      const claimed = await claimDueMessages(app.db, app.dialect, {
        now,
        leaseUntil: new Date(now.getTime() + leaseMs),
        claim: randomUUID(),
        limit: batchSize,
        channels: channelsOn(),
      });
      for (const row of claimed) await sendOne(row);
      if (claimed.length < batchSize || closing) return;
    }
  }

  function runOnce(): Promise<void> {
    if (channelsOn().length === 0) return Promise.resolve();
    if (pass) {
      again = true; // something new arrived during this pass: look once more when it ends
      return pass;
    }
    pass = drainDue()
      .catch((error: unknown) => app.log.error({ err: error }, "outbox pass failed"))
      .finally(() => {
        pass = undefined;
        if (again && !closing) {
          again = false;
          void runOnce();
        }
      });
    return pass;
  }

  app.decorate("outbox", { wake: () => void runOnce(), runOnce });

  scaleRecipientCaps(app.config.messageCapScale);
  // A message over its recipient's cap is kept as "dropped"; the log says so (never to whom).
  const stopLogging = onMessageDropped((message) =>
    app.log.warn(
      { kind: message.kind, channel: message.channel, booking: message.bookingId },
      "message dropped: recipient cap reached",
    ),
  );
  app.addHook("onClose", async () => stopLogging());

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => void runOnce(), outboxPollMs);
    timer.unref();
    void runOnce(); // whatever waited while the server was down
  });
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(timer);
    if (pass) {
      await Promise.race([pass, new Promise((resolve) => setTimeout(resolve, drainMs).unref())]);
    }
  });
});
