import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../../shared/schemas/common.ts";
import { crew, crewCreateInput, crewUpdateInput, crewWithLink } from "../../../shared/schemas/crew.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { crewLinkKey, crewPagePaths } from "../crew-page/crew-links.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { addCrew, allCrews, changeCrew } from "./crews.service.ts";

/** The crews themselves (owners only, by the roles table): list, add, change. */
export const crewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // "no-slash": the list is /api/crews alone, not also /api/crews/.
  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      onRequest: requireAdmin,
      schema: { response: { 200: z.array(crewWithLink) } },
    },
    async () => {
      const crews = await allCrews(app.db);
      const key = await crewLinkKey(app.db, app.config.crewLinkKey);
      const paths = await crewPagePaths(
        app.db,
        key,
        crews.map((one) => one._id),
      );
      return crews.map((one) => ({ ...one, crewUrl: `${siteOrigin(app)}${paths.get(one._id)!}` }));
    },
  );

  app.post(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      onRequest: requireAdmin,
      schema: { body: crewCreateInput, response: { 201: crew } },
    },
    async (request, reply) =>
      reply.status(201).send(await addCrew(app.db, actingAdmin(request), request.body)),
  );

  app.patch(
    "/:id",
    { onRequest: requireAdmin, schema: { params: idParam, body: crewUpdateInput, response: { 200: crew } } },
    async (request) => changeCrew(app.db, actingAdmin(request), request.params.id, request.body),
  );
};
