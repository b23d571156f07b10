import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { booking } from "../../../shared/schemas/booking.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import { crew, crewAssignInput } from "../../../shared/schemas/crew.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { assignCrew } from "./crew-assignment.service.ts";
import { allCrews } from "./crews.service.ts";

/**
 * Giving bookings to crews: part of the bookings area, so staff do it. Mounted under /api/bookings beside
 * the bookings module's own routes.
 */
export const crewAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The crews the booking details offer, the switched-off ones too: a booking may still be theirs.
  app.get("/crews", { onRequest: requireAdmin, schema: { response: { 200: z.array(crew) } } }, async () =>
    allCrews(app.db),
  );

  app.put(
    "/:id/crew",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, body: crewAssignInput, response: { 200: booking } },
    },
    async (request) => assignCrew(app.db, actingAdmin(request), request.params.id, request.body.crewId),
  );
};
