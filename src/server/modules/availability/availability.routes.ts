import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { availabilityDays, availabilityQuery } from "../../../shared/schemas/availability.ts";
import { availabilityBetween } from "./availability.service.ts";

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the booking forms ask it which dates and windows to offer. Places change with every booking,
  // so no browser or proxy keeps an answer.
  app.get(
    "/availability",
    { schema: { querystring: availabilityQuery, response: { 200: availabilityDays } } },
    async (request, reply) => {
      const { availability } = await app.catalogue.settings();
      reply.header("cache-control", "no-store");
      return availabilityBetween(app.db, availability, request.query.from, request.query.to);
    },
  );
};
