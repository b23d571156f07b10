import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { crewNotFound } from "../../../shared/rules/crews.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import { jobFieldWork, jobProgress, jobProgressQuery } from "../../../shared/schemas/crew-page.ts";
import { notFound } from "../../lib/http-error.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/audit.repository.ts";
import { findBookingById } from "../bookings/bookings.repository.ts";
import { findCrewById } from "../crews/crews.repository.ts";
import { crewLinkKey, renewCrewLink } from "./crew-links.ts";
import { jobFieldWork as fieldWorkOf, jobProgressBetween } from "./crew-page.service.ts";
import { bookingNotFoundById } from "../../../shared/rules/booking.ts";

/** The owner renews a crew's page link (the crews area of the roles table): the old one is a 404 at once. */
export const crewLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/crew-link/renew",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 200: z.object({ crewUrl: z.string() }) } },
    },
    async (request) => {
      const crew = await findCrewById(app.db, request.params.id);
      if (!crew) throw notFound(crewNotFound);
      const key = await crewLinkKey(app.db, app.config.crewLinkKey);
      const path = await app.db.transaction().execute(async (trx) => {
        const renewed = await renewCrewLink(trx, key, crew.id);
        await recordAudit(trx, actingAdmin(request), {
          action: "renew",
          entity: "crew-link",
          entityId: crew.id,
          details: { name: crew.name },
        });
        return renewed;
      });
      return { crewUrl: `${siteOrigin(app)}${path}` };
    },
  );
};

/** What crews did in the field, for staff (the bookings area): a booking's ticks and photos, and the board's states. */
export const fieldWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/job-progress",
    {
      onRequest: requireAdmin,
      schema: { querystring: jobProgressQuery, response: { 200: z.array(jobProgress) } },
    },
    async (request) => jobProgressBetween(app.db, request.query.from, request.query.to),
  );

  app.get(
    "/:id/field-work",
    { onRequest: requireAdmin, schema: { params: idParam, response: { 200: jobFieldWork } } },
    async (request) => {
      if (!(await findBookingById(app.db, request.params.id))) throw notFound(bookingNotFoundById);
      return fieldWorkOf(app.db, request.params.id);
    },
  );
};
