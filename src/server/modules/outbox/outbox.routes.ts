import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingsCountsHeader, bookingsTotalHeader } from "../../../shared/rules/bookings-list.ts";
import {
  outboxAlreadySent,
  outboxMessageNotFound,
  outboxRetried,
  type OutboxKind,
  type OutboxState,
} from "../../../shared/rules/outbox.ts";
import { channelTurnedOffByCustomer, type MessageChannel } from "../../../shared/rules/messaging.ts";
import { encodeCursor, nextCursorHeader } from "../../../shared/rules/paging.ts";
import { idParam, messageResponse } from "../../../shared/schemas/common.ts";
import {
  notification,
  notificationListQuery,
  notificationsPageSize,
  type Notification,
} from "../../../shared/schemas/notification.ts";
import type { OutboxRow } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { requireAdmin } from "../../plugins/auth.ts";
import {
  countByState,
  findMessage,
  isChannelTurnedOff,
  listMessagesIn,
  requeue,
} from "./outbox.repository.ts";

function toNotification(row: OutboxRow): Notification {
  return {
    _id: row.id,
    kind: row.kind as OutboxKind,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    state: row.state as OutboxState,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    booking: row.booking_id,
    channel: row.channel as MessageChannel,
  };
}

/**
 * The owner's view of the outbox (`/api/notifications`): messages of one state, newest first, 50 a page,
 * with X-Total-Count for that state and X-Status-Counts (JSON) for every state, and X-Next-Cursor (the
 * `?cursor=` of the next page, decision 056) when one follows; and Retry.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      onRequest: requireAdmin,
      schema: { querystring: notificationListQuery, response: { 200: z.array(notification) } },
    },
    async (request, reply) => {
      const { state, page, cursor } = request.query;
      const offset = cursor ? 0 : (page - 1) * notificationsPageSize;
      // One message past the page tells whether a page follows, and so whether to give its cursor.
      const [read, counts] = await Promise.all([
        listMessagesIn(app.db, state, notificationsPageSize + 1, offset, cursor),
        countByState(app.db),
      ]);
      const rows = read.slice(0, notificationsPageSize);
      const last = rows.at(-1);
      reply.header(bookingsTotalHeader, String(counts[state] ?? 0));
      reply.header(bookingsCountsHeader, JSON.stringify(counts));
      if (read.length > rows.length && last)
        reply.header(nextCursorHeader, encodeCursor(last.created_at, last.id));
      return rows.map(toNotification);
    },
  );

  app.post(
    "/:id/retry",
    { onRequest: requireAdmin, schema: { params: idParam, response: { 200: messageResponse } } },
    async (request) => {
      const row = await findMessage(app.db, request.params.id);
      if (!row) throw notFound(outboxMessageNotFound);
      // A WhatsApp or SMS message the customer has since turned off is not sent, even on request.
      if (await isChannelTurnedOff(app.db, row.booking_id, row.channel)) {
        throw conflict(channelTurnedOffByCustomer);
      }
      if (!(await requeue(app.db, row.id, new Date()))) throw conflict(outboxAlreadySent);
      app.outbox.wake();
      return { message: outboxRetried };
    },
  );
};
