import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readCursor } from "../../../shared/rules/paging.ts";
import { auditEntry, auditListLimit, auditListQuery } from "../../../shared/schemas/audit.ts";
import { requireAdmin } from "../../plugins/auth.ts";
import { listAudit } from "./audit.repository.ts";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // The latest entries; `?before=` (the cursor of the last entry shown) the ones older than it.
  app.get(
    "/get",
    {
      onRequest: requireAdmin,
      schema: { querystring: auditListQuery, response: { 200: z.array(auditEntry) } },
    },
    async (request) =>
      listAudit(app.db, auditListLimit, request.query.before ? readCursor(request.query.before)! : undefined),
  );
};
