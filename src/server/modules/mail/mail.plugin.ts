import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createMailer, type MailMessage, type Mailer } from "./mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How long shutting down waits for mail already being sent. */
const drainMs = 5000;

const pending = new WeakMap<FastifyRequest, MailMessage[]>();

/**
 * Queues messages to send once the response has gone out: mail never delays or fails the request
 * that caused it (a booking is confirmed to the customer whatever the mail server does).
 */
export function sendAfterResponse(request: FastifyRequest, ...messages: MailMessage[]): void {
  pending.set(request, [...(pending.get(request) ?? []), ...messages]);
}

/** The app's mailer (`app.mailer`), and the hook that sends what requests queued. */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("mailer", createMailer(app.config, app.log));
  const sending = new Set<Promise<void>>();

  app.addHook("onResponse", async (request) => {
    const messages = pending.get(request);
    if (!messages) return;
    pending.delete(request);
    for (const message of messages) {
      const send = app.mailer
        .send(message)
        .catch((error: unknown) => {
          app.log.error(
            { err: error, reqId: request.id, subject: message.subject },
            "mail could not be sent",
          );
        })
        .finally(() => sending.delete(send));
      sending.add(send);
    }
  });

  // A restart right after a booking should not lose its confirmation: let sends in progress finish, briefly.
  app.addHook("onClose", async () => {
    if (sending.size > 0) {
      await Promise.race([
        Promise.allSettled([...sending]),
        new Promise((resolve) => setTimeout(resolve, drainMs).unref()),
      ]);
    }
    app.mailer.close();
  });
});
