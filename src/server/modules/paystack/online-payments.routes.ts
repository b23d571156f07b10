import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { manageLinkPath } from "../../../shared/rules/manage.ts";
import { manageTokenParams } from "../../../shared/schemas/manage.ts";
import {
  paymentConfirmed,
  paymentConfirmInput,
  paymentStarted,
} from "../../../shared/schemas/online-payment.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { noStore } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { paymentMessages } from "./payment-messages.ts";
import { confirmForLink, startOnlinePayment } from "./online-payments.service.ts";
import { tooManyPaymentAttempts } from "../../../shared/rules/limits.ts";

const tenMinutes = 10 * 60 * 1000;

// Paying through the manage link (docs/decisions/045-online-payments.md): the link's secret is the only key,
// as for the rest of /api/bookings/manage.
export const onlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payLimit = throttle(app, {
    name: "booking-pay",
    max: 30,
    windowMs: tenMinutes,
    message: tooManyPaymentAttempts,
  });
  const publicRoute = { onRequest: noStore, preHandler: payLimit };

  app.post(
    "/manage/:token/pay",
    { schema: { params: manageTokenParams, response: { 200: paymentStarted } }, ...publicRoute },
    async (request) => {
      const { token } = request.params;
      const { payments } = await app.catalogue.settings();
      // Paystack sends the customer back to their manage page, which confirms the reference.
      const callbackUrl = `${siteOrigin(app)}${manageLinkPath(token)}`;
      return startOnlinePayment(app.db, app.config.paystack, payments, token, callbackUrl);
    },
  );

  app.post(
    "/manage/:token/pay/confirm",
    {
      schema: { params: manageTokenParams, body: paymentConfirmInput, response: { 200: paymentConfirmed } },
      ...publicRoute,
    },
    async (request) => {
      const notify = await paymentMessages(app);
      const answer = await confirmForLink(
        app.db,
        app.config.paystack,
        request.params.token,
        request.body.reference,
        notify,
      );
      app.outbox.wake();
      return answer;
    },
  );
};
