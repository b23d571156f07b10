import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../../shared/schemas/common.ts";
import { seriesSummary } from "../../../shared/schemas/series.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { staffActor } from "../bookings/booking-events.repository.ts";
import { messageContext, seriesCancelledMessages, statusChangeMessages } from "../outbox/booking-messages.ts";
import { cancelSeries, viewSeries } from "./series-cancel.ts";
import { confirmSeries } from "./series-confirm.ts";

// Regular visits in the dashboard (docs/decisions/034-recurring-series.md), under /api/bookings: the
// bookings area of the roles table, so any signed-in staff. One visit is skipped, moved or given a crew
// like any booking; these routes are for the series as a whole.
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/series/:id",
    { schema: { params: idParam, response: { 200: seriesSummary } }, onRequest: requireAdmin },
    async (request) => viewSeries(app.db, request.params.id),
  );

  app.post(
    "/series/:id/cancel",
    { schema: { params: idParam, response: { 200: seriesSummary } }, onRequest: requireAdmin },
    async (request) => {
      const context = await messageContext(app);
      const admin = actingAdmin(request);
      const summary = await cancelSeries(app.db, request.params.id, staffActor(admin), {
        notify: (first) => seriesCancelledMessages(first, "business", context),
      });
      app.outbox.wake();
      return summary;
    },
  );

  // Every pending visit to come confirmed in one step; the customer is told once.
  app.post(
    "/series/:id/confirm",
    { schema: { params: idParam, response: { 200: seriesSummary } }, onRequest: requireAdmin },
    async (request) => {
      const context = await messageContext(app);
      const summary = await confirmSeries(app.db, actingAdmin(request), request.params.id, (booking) =>
        statusChangeMessages(booking, "confirmed", context),
      );
      app.outbox.wake();
      return summary;
    },
  );
};
