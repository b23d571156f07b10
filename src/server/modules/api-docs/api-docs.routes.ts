import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../plugins/auth.ts";
import { apiDocsPage, type ApiDocument } from "./api-docs.page.ts";

/**
 * The API's description, as OpenAPI JSON and as a page to read. Owners only (the "api-docs" area of the
 * roles table), unless API_DOCS_PUBLIC opens it to anyone.
 */
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.config.apiDocsPublic ? {} : { onRequest: requireAdmin };

  app.get("/openapi.json", guard, async () => app.swagger());

  app.get("/docs", guard, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(apiDocsPage(app.swagger() as ApiDocument)),
  );
};
