import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deliveryFailed,
  webhookReceived,
  webhookSignatureWrong,
  webhookVerifyRefused,
} from "../../../shared/rules/messaging.ts";
import { messageResponse } from "../../../shared/schemas/common.ts";
import { whatsappStatusEvent, whatsappSubscriptionCheck } from "../../../shared/schemas/whatsapp-webhook.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { TextPayload } from "../outbox/text-messages.ts";
import { enqueueSmsInstead, recordDeliveryStatus } from "./text-outbox.repository.ts";

/** `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret, compared in constant time. */
function signedByMeta(raw: Buffer, header: unknown, secret: string | undefined): boolean {
  if (!secret || typeof header !== "string" || !header.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(raw).digest("hex"));
  const given = Buffer.from(header.slice("sha256=".length).toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Meta's webhook for the WhatsApp number (docs/decisions/046-message-channels.md): the subscription check,
 * and delivery statuses of the messages we sent. A status for an ID we never stored changes nothing; a
 * "failed" one sends the message by SMS instead.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature is over the bytes Meta sent: keep them, and read the JSON only once they are trusted.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    "/webhook",
    { schema: { querystring: whatsappSubscriptionCheck, response: { 200: z.string() } } },
    async (request, reply) => {
      const verifyToken = app.config.whatsapp?.verifyToken;
      const query = request.query;
      const given = Buffer.from(query["hub.verify_token"] ?? "");
      const ok =
        verifyToken !== undefined &&
        query["hub.mode"] === "subscribe" &&
        given.length === Buffer.byteLength(verifyToken) &&
        timingSafeEqual(given, Buffer.from(verifyToken));
      if (!ok) throw new HttpError(403, webhookVerifyRefused);
      return reply.type("text/plain; charset=utf-8").send(query["hub.challenge"] ?? "");
    },
  );

  app.post("/webhook", { schema: { response: { 200: messageResponse } } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!signedByMeta(raw, request.headers["x-hub-signature-256"], app.config.whatsapp?.appSecret)) {
      throw new HttpError(401, webhookSignatureWrong);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString("utf8"));
    } catch {
      parsed = undefined;
    }
    const event = whatsappStatusEvent.safeParse(parsed);
    if (!event.success) return { message: webhookReceived };
    const statuses = event.data.entry.flatMap((entry) =>
      entry.changes.flatMap((c) => c.value.statuses ?? []),
    );
    let smsWritten = false;
    for (const status of statuses) {
      const state = status.status;
      if (state === "sent") continue;
      const now = new Date();
      const detail = status.errors?.[0];
      const words = detail ? `(#${detail.code ?? "?"}) ${detail.title ?? detail.message ?? ""}`.trim() : "";
      await app.db.transaction().execute(async (trx) => {
        const failed = await recordDeliveryStatus(trx, status.id, state, deliveryFailed(words), now);
        if (!failed || !app.config.termii) return;
        const payload = JSON.parse(failed.payload ?? "{}") as Partial<TextPayload>;
        if (payload.sms) {
          await enqueueSmsInstead(trx, failed, payload.sms, now);
          smsWritten = true;
        }
      });
    }
    if (smsWritten) app.outbox.wake();
    return { message: webhookReceived };
  });
};
