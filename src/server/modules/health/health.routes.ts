import { sql } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { healthDatabaseUnavailable, healthOutboxStuck } from "../../../shared/rules/operations.ts";
import { countStuckMessages } from "../outbox/outbox.repository.ts";

const ready = z.object({
  status: z.literal("ok"),
  database: z.enum(["sqlite", "postgres"]),
  outbox: z.enum(["ok", "off"]),
});
const notReady = z.object({
  message: z.string(),
  status: z.literal("error"),
  reason: z.enum(["database", "outbox"]),
  database: z.enum(["sqlite", "postgres"]).optional(),
});

/**
 * Ready (200) when the database answers and the outbox is not stuck (src/shared/rules/operations.ts);
 * otherwise 503 with a message and the reason. Load balancers and monitors read it
 * (docs/decisions/036-metrics-and-readiness.md). With mail off (no SMTP_URL) messages wait by design:
 * the outbox is then reported "off" and not checked.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { schema: { response: { 200: ready, 503: notReady } } }, async (_request, reply) => {
    let stuck: number;
    try {
      await sql`select 1`.execute(app.db);
      stuck = app.mailer.enabled ? await countStuckMessages(app.db) : 0;
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply
        .status(503)
        .send({ message: healthDatabaseUnavailable, status: "error", reason: "database" } as const);
    }
    if (stuck > 0) {
      app.log.warn({ stuck }, "health check: outbox stuck");
      return reply.status(503).send({
        message: healthOutboxStuck,
        status: "error",
        reason: "outbox",
        database: app.dialect,
      } as const);
    }
    return { status: "ok", database: app.dialect, outbox: app.mailer.enabled ? "ok" : "off" } as const;
  });
};
