import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, messageResponse } from "../../../shared/schemas/common.ts";
import { contactMessage, contactMessageInput } from "../../../shared/schemas/contact.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { contactMessages, messageContext } from "../outbox/booking-messages.ts";
import { countUnread, listMessages, toContactMessage } from "./contact.repository.ts";
import { messageSent, readMessage, storeMessage } from "./contact.service.ts";
import { tooManyContactMessages } from "../../../shared/rules/limits.ts";

const fifteenMinutes = 15 * 60 * 1000;

/** The public contact form: `/api/contact/...`. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLimit = throttle(app, {
    name: "contact-send",
    max: 20,
    windowMs: fifteenMinutes,
    message: tooManyContactMessages,
  });

  app.post(
    "/send-message",
    { schema: { body: contactMessageInput, response: { 200: messageResponse } }, preHandler: sendLimit },
    async (request) => {
      const context = await messageContext(app);
      await storeMessage(app.db, request.body, (stored) => contactMessages(stored, context));
      app.outbox.wake();
      return { message: messageSent };
    },
  );
};

/** The admin's Messages screen: `/api/messages/...`. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // NOTE: the admin guard runs on onRequest, before params are validated, so a request without a session
  // is answered 401 whatever it carries. It is on each route, where the roles table's start-up check sees it.
  app.get(
    "/get",
    { onRequest: requireAdmin, schema: { response: { 200: z.array(contactMessage) } } },
    async () => (await listMessages(app.db)).map(toContactMessage),
  );

  app.put(
    "/read/:id",
    { onRequest: requireAdmin, schema: { params: idParam, response: { 200: contactMessage } } },
    async (request) => readMessage(app.db, actingAdmin(request), request.params.id),
  );

  app.get(
    "/unread-count",
    { onRequest: requireAdmin, schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => ({ count: await countUnread(app.db) }),
  );
};
