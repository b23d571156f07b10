import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { booking } from "../../../shared/schemas/booking.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import { boardQuery, bookingMoveInput } from "../../../shared/schemas/schedule.ts";
import { sendKeptJson } from "../../lib/kept-json.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { messageContext, staffMoveMessages } from "../outbox/booking-messages.ts";
import { boardAnswer, type KeptBoardAnswers } from "./board-days.ts";
import { moveBooking } from "./schedule.service.ts";

/**
 * The schedule board's moves: part of the bookings area, so staff make them. Mounted under /api/bookings
 * beside the bookings module's own routes. The customer hears of a new day or window through the outbox,
 * as they hear of their own moves.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const kept: KeptBoardAnswers = new Map();

  // The board's day or week in one answer (decision 070): every booking with a visit from `from` to `to`
  // (a week at most), in the bookings list's order, as its pages would bring them one after another.
  app.get(
    "/board",
    {
      onRequest: requireAdmin,
      schema: { querystring: boardQuery, response: { 200: z.array(booking) } },
    },
    async (request, reply) => {
      const answer = await boardAnswer(app.db, request.query, kept, (bookings) =>
        String(reply.serialize(bookings)),
      );
      return sendKeptJson(request, reply, answer);
    },
  );

  app.put(
    "/:id/schedule",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, body: bookingMoveInput, response: { 200: booking } },
    },
    async (request) => {
      const context = await messageContext(app);
      const moved = await moveBooking(
        app.db,
        actingAdmin(request),
        request.params.id,
        request.body,
        (booking, movedFrom) => staffMoveMessages(booking, context, movedFrom),
      );
      app.outbox.wake();
      return moved;
    },
  );
};
