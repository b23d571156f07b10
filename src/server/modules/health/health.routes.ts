import { sql } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { healthDatabaseUnavailable, healthOutboxStuck } from "../../../shared/rules/operations.ts";
import { countStuckMessages } from "../outbox/outbox.repository.ts";

const database = z.enum(["sqlite", "postgres"]);
const ready = z.object({ status: z.literal("ok"), database, outbox: z.enum(["ok", "off"]) });
const instanceReady = z.object({ status: z.literal("ok"), database });
const notReady = z.object({
  message: z.string(),
  status: z.literal("error"),
  reason: z.enum(["database", "outbox"]),
  database: database.optional(),
});

const databaseDown = { message: healthDatabaseUnavailable, status: "error", reason: "database" } as const;

/**
 * Two checks (docs/decisions/036-metrics-and-readiness.md):
 * - `/health`, for monitors: ready (200) when the database answers and the outbox is not stuck
 *   (src/shared/rules/operations.ts), otherwise 503 with a message and the reason. With mail off (no
 *   SMTP_URL) messages wait by design: the outbox is then reported "off" and not checked.
 * - `/health/instance`, for load balancers: whether this instance can serve, its database answering.
 *   The outbox is shared by every instance, so a stuck one would take them all out of rotation at once
 *   and the site down with them; the monitors' check reports it instead.
 * An instance that is stopping answers 503 to both.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function databaseAnswers(): Promise<boolean> {
    try {
      await sql`select 1`.execute(app.db);
      return true;
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return false;
    }
  }

  app.get("/health", { schema: { response: { 200: ready, 503: notReady } } }, async (_request, reply) => {
    if (!(await databaseAnswers())) return reply.status(503).send(databaseDown);
    let stuck: number;
    try {
      stuck = app.mailer.enabled ? await countStuckMessages(app.db) : 0;
    } catch (error) {
      app.log.error({ err: error }, "health check: outbox unreadable");
      return reply.status(503).send(databaseDown);
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

  app.get(
    "/health/instance",
    { schema: { response: { 200: instanceReady, 503: notReady } } },
    async (_request, reply) => {
      if (!(await databaseAnswers())) return reply.status(503).send(databaseDown);
      return { status: "ok", database: app.dialect } as const;
    },
  );
};
