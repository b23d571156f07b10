import { sql } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ok", database: app.dialect };
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ message: "Database unavailable", status: "error" });
    }
  });
};
