import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { booking } from "../../../shared/schemas/booking.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import { bookingMoveInput } from "../../../shared/schemas/schedule.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { messageContext, staffMoveMessages } from "../outbox/booking-messages.ts";
import { moveBooking } from "./schedule.service.ts";

/**
 * The schedule board's moves: part of the bookings area, so staff make them. Mounted under /api/bookings
 * beside the bookings module's own routes. The customer hears of a new day or window through the outbox,
 * as they hear of their own moves.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
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
