import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { today } from "../../../shared/schemas/today.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { roleOf } from "../user/user.repository.ts";
import { todayFor } from "./today.service.ts";

/** The Today screen's one call (docs/decisions/043-today-screen.md): owners and staff. */
export const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { prefixTrailingSlash: "no-slash", onRequest: requireAdmin, schema: { response: { 200: today } } },
    async (request) => todayFor(app.db, roleOf(actingAdmin(request))),
  );
};
