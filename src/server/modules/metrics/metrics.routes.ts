import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { metricsNotAllowed } from "../../../shared/rules/operations.ts";
import { hasToken, isFromThisMachine } from "./metrics-access.ts";

/**
 * Prometheus scrapes `GET /api/metrics` (docs/decisions/036-metrics-and-readiness.md): from this machine,
 * or from anywhere with METRICS_TOKEN as a bearer token. Figures of the business's volume are not public.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function mayReadMetrics(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    if (isFromThisMachine(request) || hasToken(request, app.config.metricsToken)) return;
    return reply.status(401).header("www-authenticate", "Bearer").send({ message: metricsNotAllowed });
  }

  app.get("/metrics", { onRequest: mayReadMetrics }, async (_request, reply) => {
    const { contentType, text } = await app.metrics.scrape();
    return reply.type(contentType).send(text);
  });
};
