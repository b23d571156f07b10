// Operations (docs/decisions/036-metrics-and-readiness.md): when the health check calls an instance ready,
// who may read its metrics, and what each refusal says. Read by the health and metrics routes.

/** A waiting message due longer ago than this, and held by no worker, means the outbox is stuck. */
export const outboxStuckAfterMinutes = 15;

export const healthDatabaseUnavailable = "Database unavailable";
export const healthOutboxStuck = `Outbox stuck: a message has been due for more than ${outboxStuckAfterMinutes} minutes and no worker has taken it.`;

/** The metrics endpoint without its token, from anywhere but this machine: 401. */
export const metricsNotAllowed =
  "Metrics need the metrics token (Authorization: Bearer <METRICS_TOKEN>) or a request from this machine.";

/** SQLite's driver (better-sqlite3 13) is a Node-API 10 addon: an older Node cannot load it (docs/decisions/050). */
export const sqliteNodeApiVersion = 10;
export const sqliteNeedsNewerNode = (version: string) =>
  `SQLite needs Node.js 22.14 or later, and this is Node.js ${version}. Install Node.js 24, or use PostgreSQL (DATABASE_URL=postgres://...).`;
