import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditEntry, auditListLimit } from "../../../shared/schemas/audit.ts";
import { requireAdmin } from "../../plugins/auth.ts";
import { listAudit } from "./audit.repository.ts";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/get", { onRequest: requireAdmin, schema: { response: { 200: z.array(auditEntry) } } }, async () =>
    listAudit(app.db, auditListLimit),
  );
};
