import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { outboxGoneStates, sentMessagesKeptDays } from "../../../shared/rules/outbox.ts";
import type { Database } from "../../db/schema.ts";
import { deleteGoneBefore } from "./outbox.repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    outboxRetention: {
      /** Deletes the messages sent before the kept period at `now`; resolves to how many. */
      runOnce(now?: Date): Promise<number>;
    };
  }
}

const everyHour = 60 * 60_000;
const dayMs = 24 * 60 * 60_000;
const batch = 5_000;

/**
 * Sent messages older than the kept period go, a batch at a time, until none is left; failed and waiting
 * ones stay (docs/decisions/053-outbox-retention.md). Booking history and payments are never touched.
 */
export async function deleteOldSentMessages(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - sentMessagesKeptDays * dayMs).toISOString();
  let deleted = 0;
  for (;;) {
    const count = await deleteGoneBefore(db, outboxGoneStates, before, batch);
    deleted += count;
    if (count < batch) return deleted;
  }
}

/** Every instance looks each hour; two deleting at once only find less to delete. */
export const outboxRetention = fp(async (app: FastifyInstance) => {
  const runOnce = (now = new Date()) => deleteOldSentMessages(app.db, now);
  app.decorate("outboxRetention", { runOnce });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const look = () =>
      void runOnce()
        .then((deleted) => deleted > 0 && app.log.info({ deleted }, "old sent messages deleted"))
        .catch((error: unknown) => app.log.error({ err: error }, "outbox retention failed"));
    timer = setInterval(look, everyHour);
    timer.unref();
    look();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
