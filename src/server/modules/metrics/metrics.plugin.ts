import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { outboxStates } from "../../../shared/rules/outbox.ts";
import { countByState, countStuckMessages, oldestPendingCreatedAt } from "../outbox/outbox.repository.ts";
import { onMessageDropped } from "../outbox/message-caps.ts";
import { processMetrics } from "./process-metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    metrics: {
      /** Add one for each booking really stored (not for an Idempotency-Key replay). */
      bookingsCreated: Counter;
      /** Everything, in Prometheus's text format: the process's figures, then the app's. */
      scrape(): Promise<{ contentType: string; text: string }>;
    };
  }
}

/** A request no route matched (a 404, a malformed path): one label value, whatever the path was. */
const unmatched = "unmatched";

type OutboxReading = { counts: Record<string, number>; oldestPending: string | null; stuck: number };

/**
 * The app's metrics in a registry of its own: requests by route pattern (never the raw path, so the
 * number of series stays bounded), bookings stored, and the outbox read from the database at scrape time.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? unmatched, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const bookingsCreated = new Counter({
    name: "bookings_created_total",
    help: "Bookings stored (an Idempotency-Key replay is not counted)",
    registers: [registry],
  });

  // Customer messages over a recipient's cap (docs/decisions/047-message-caps.md): a rising count is a flood.
  const dropped = new Counter({
    name: "messages_dropped_total",
    help: "Customer messages not sent because their recipient reached the cap per hour or day, by channel",
    labelNames: ["channel"] as const,
    registers: [registry],
  });
  const stopCounting = onMessageDropped((message) => dropped.inc({ channel: message.channel }));
  app.addHook("onClose", async () => stopCounting());

  // The three outbox gauges share one reading per scrape: prom-client collects them side by side.
  let reading: Promise<OutboxReading | null> | undefined;
  function readOutbox(): Promise<OutboxReading | null> {
    reading ??= Promise.all([
      countByState(app.db),
      oldestPendingCreatedAt(app.db),
      countStuckMessages(app.db),
    ])
      .then(([counts, oldestPending, stuck]) => ({ counts, oldestPending, stuck }))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, "metrics: the outbox could not be read");
        return null;
      })
      .finally(() => (reading = undefined));
    return reading;
  }
  new Gauge({
    name: "outbox_messages",
    help: "Messages in the outbox by state; state=failed is mail given up after every retry",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      this.reset();
      if (outbox) for (const state of outboxStates) this.set({ state }, outbox.counts[state] ?? 0);
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "Seconds since the oldest waiting message was written; 0 when none waits",
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      this.reset();
      if (!outbox) return;
      const since = outbox.oldestPending ? Date.now() - Date.parse(outbox.oldestPending) : 0;
      this.set(Math.max(0, since / 1000));
    },
  });
  new Gauge({
    name: "outbox_stuck_messages",
    help: "Waiting messages overdue by more than the health check allows and held by no worker",
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      this.reset();
      if (outbox) this.set(outbox.stuck);
    },
  });

  app.decorate("metrics", {
    bookingsCreated,
    async scrape() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, text: `${process}\n${own}` };
    },
  });
});
