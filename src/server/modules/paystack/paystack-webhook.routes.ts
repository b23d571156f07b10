import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { webhookSignatureMissing, webhookSignatureWrong } from "../../../shared/rules/payments-online.ts";
import { webhookReceived } from "../../../shared/schemas/online-payment.ts";
import { HttpError, unauthorized } from "../../lib/http-error.ts";
import { confirmOnlinePayment } from "./online-payments.service.ts";
import { paymentMessages } from "./payment-messages.ts";
import { PaystackUnavailable } from "./paystack.client.ts";
import { signatureMatches } from "./paystack-signature.ts";

const signatureHeader = "x-paystack-signature";

/** The part of Paystack's event this site reads; anything else in it is ignored. */
const paystackEvent = z.object({
  event: z.string(),
  data: z
    .object({ reference: z.string().max(100) })
    .partial()
    .optional(),
});

// Paystack's webhook (docs/decisions/045-online-payments.md). The signature is over the exact bytes Paystack
// sent, so this plugin keeps JSON bodies as raw bytes (its own parser, for its routes only). The event is
// only a hint: the payment recorded is what Paystack's verify answers for a reference we issued.
export const paystackWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 256 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.post(
    "/webhook",
    {
      schema: {
        headers: z.object({ [signatureHeader]: z.string().max(256).optional() }),
        response: { 200: webhookReceived },
      },
    },
    async (request) => {
      const secretKey = app.config.paystack.secretKey;
      const given = request.headers[signatureHeader];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!given) throw unauthorized(webhookSignatureMissing);
      if (!secretKey || !signatureMatches(raw, secretKey, given)) throw unauthorized(webhookSignatureWrong);
      const parsed = paystackEvent.safeParse(parseJson(raw));
      const reference = parsed.success ? parsed.data.data?.reference : undefined;
      if (!parsed.success || parsed.data.event !== "charge.success" || !reference) {
        request.log.info({ event: parsed.data?.event }, "paystack event ignored");
        return { received: true };
      }
      try {
        const confirmation = await confirmOnlinePayment(
          app.db,
          app.config.paystack,
          reference,
          await paymentMessages(app),
        );
        if (confirmation.outcome === "unknown") {
          request.log.warn({ reference }, "paystack charge.success for a reference this site did not issue");
        } else if (confirmation.outcome === "not-paid") {
          request.log.warn({ reference }, "paystack charge.success that verify does not confirm");
        } else if (confirmation.recordedNow) {
          app.outbox.wake();
        }
        return { received: true };
      } catch (error) {
        // Paystack retries a delivery that fails: better later than a payment never recorded.
        if (error instanceof PaystackUnavailable) {
          request.log.warn(
            { reference, reason: error.reason },
            "paystack verify failed; delivery to be retried",
          );
          throw new HttpError(503, "Verification is not available. Please retry.");
        }
        throw error;
      }
    },
  );
};

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return undefined;
  }
}
