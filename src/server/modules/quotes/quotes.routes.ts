import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { manageLinkPath } from "../../../shared/rules/manage.ts";
import { manageChangeLimit, manageChangeLimitMessage } from "../../../shared/rules/messaging.ts";
import { tooManyManageRequests } from "../../../shared/rules/limits.ts";
import { booking } from "../../../shared/schemas/booking.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import { managedBooking, manageTokenParams } from "../../../shared/schemas/manage.ts";
import { quoteAnswerInput, quotePriceInput } from "../../../shared/schemas/quote-input.ts";
import { actingAdmin, noStore, requireAdmin } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { messageContext, quoteAnsweredMessages, quoteReadyMessages } from "../outbox/booking-messages.ts";
import { acceptQuote, declineQuote } from "./quote-answers.ts";
import { priceQuote } from "./quote-pricing.ts";

const tenMinutes = 10 * 60 * 1000;

// Quotes after inspection (docs/decisions/063-quotes-after-inspection.md): staff price one from Booking
// Details; the customer accepts or declines it through the manage link the price's message carries.
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const manageLimit = throttle(app, {
    name: "booking-manage-quote",
    max: 120,
    windowMs: tenMinutes,
    message: tooManyManageRequests,
  });
  const changeLimit = throttle(app, {
    name: "booking-manage-quote-answer",
    max: manageChangeLimit.max,
    windowMs: manageChangeLimit.windowMinutes * 60_000,
    message: manageChangeLimitMessage,
  });
  const answerRoute = { onRequest: noStore, preHandler: [manageLimit, changeLimit] };
  const settings = async () => {
    const { availability, business } = await app.catalogue.settings();
    return { availability, business };
  };

  // Any signed-in staff member prices a quote; the customer never can (they only answer it).
  app.post(
    "/:id/quote",
    {
      schema: { params: idParam, body: quotePriceInput, response: { 200: booking } },
      onRequest: requireAdmin,
    },
    async (request) => {
      const context = await messageContext(app);
      const priced = await priceQuote(
        app.db,
        actingAdmin(request),
        request.params.id,
        request.body,
        (quoted, token) => quoteReadyMessages(quoted, context, `${context.origin}${manageLinkPath(token)}`),
      );
      app.outbox.wake();
      return priced;
    },
  );

  app.post(
    "/manage/:token/quote/accept",
    {
      schema: {
        params: manageTokenParams,
        body: quoteAnswerInput.nullish(),
        response: { 200: managedBooking },
      },
      ...answerRoute,
    },
    async (request) => {
      const context = await messageContext(app);
      const view = await acceptQuote(
        app.db,
        await settings(),
        request.params.token,
        request.body ?? {},
        (made) => quoteAnsweredMessages(made, true, context),
      );
      app.outbox.wake();
      return view;
    },
  );

  app.post(
    "/manage/:token/quote/decline",
    { schema: { params: manageTokenParams, response: { 200: managedBooking } }, ...answerRoute },
    async (request) => {
      const context = await messageContext(app);
      const view = await declineQuote(app.db, await settings(), request.params.token, (declined) =>
        quoteAnsweredMessages(declined, false, context),
      );
      app.outbox.wake();
      return view;
    },
  );
};
