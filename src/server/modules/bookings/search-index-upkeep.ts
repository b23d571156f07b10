// SQLite's search index (the FTS5 table `booking_search`, decision 052) in one piece
// (docs/decisions/075-search-index-merged-daily.md). Each booking written adds a small b-tree to the index,
// which FTS5 merges only four at a time, so a search reads a dozen or more of them: after a thousand
// bookings written one by one, finding a booking ID took 0.7–1.0 ms against 0.17 ms in one b-tree. Once a
// day the index is merged into one, a few pages at a time, so requests go on between the slices.
// PostgreSQL's trigram indexes are kept by its own autovacuum: there is nothing to do.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql, type Kysely } from "kysely";
import { dialectOf } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

declare module "fastify" {
  interface FastifyInstance {
    searchIndexUpkeep: {
      /** Merges the search index into one b-tree; resolves to how many slices did work (none on PostgreSQL). */
      runOnce(): Promise<number>;
    };
  }
}

/** Pages of merged index written in one slice: about 10 ms of the event loop on a slow 2-core machine. */
const pagesPerSlice = 64;
/** A bound on one run: 64 pages of 4 KB a slice, so an index of 2.5 GB, far past any business's. */
const mostSlices = 10_000;
const dayMs = 24 * 60 * 60_000;
/** The first run waits for the start to settle: migrations, the demo content, the first requests. */
const firstRunAfterMs = 5 * 60_000;

/**
 * Merges the search index into a single b-tree, `pagesPerSlice` pages at a time, letting the event loop
 * serve requests between slices. FTS5's 'merge' command with a negative size merges b-trees of any level
 * until one is left; a slice that changes fewer than two rows found nothing left to merge (SQLite's FTS5
 * documentation). Each slice is a transaction of its own, so its change count is its alone.
 * Resolves to how many slices merged something.
 */
export async function mergeSearchIndex(
  db: Kysely<Database>,
  { pages = pagesPerSlice, signal }: { pages?: number; signal?: AbortSignal } = {},
): Promise<number> {
  if (dialectOf(db) !== "sqlite") return 0;
  for (let slice = 0; slice < mostSlices; slice++) {
    // The server is closing: the index stays whole as it is, and the next run goes on from there.
    if (signal?.aborted) return slice;
    const merged = await db.transaction().execute(async (trx) => {
      const before = await totalChanges(trx);
      await sql`insert into booking_search (booking_search, rank) values ('merge', ${-pages})`.execute(trx);
      return (await totalChanges(trx)) - before >= 2;
    });
    if (!merged) return slice;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return mostSlices;
}

async function totalChanges(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
  return Number(rows[0]?.changes ?? 0);
}

/** Merges the index some minutes after the start, then once a day. */
export const searchIndexUpkeep = fp(async (app: FastifyInstance) => {
  const closing = new AbortController();
  const runOnce = () => mergeSearchIndex(app.db, { signal: closing.signal });
  app.decorate("searchIndexUpkeep", { runOnce });
  const timers: NodeJS.Timeout[] = [];
  app.addHook("onReady", async () => {
    if (dialectOf(app.db) !== "sqlite") return;
    const merge = () => {
      const started = performance.now();
      void runOnce()
        .then(
          (slices) =>
            slices > 0 &&
            app.log.info({ slices, ms: Math.round(performance.now() - started) }, "search index merged"),
        )
        .catch((error: unknown) => app.log.error({ err: error }, "search index merge failed"));
    };
    const first = setTimeout(() => {
      merge();
      const daily = setInterval(merge, dayMs);
      daily.unref();
      timers.push(daily);
    }, firstRunAfterMs);
    first.unref();
    timers.push(first);
  });
  app.addHook("onClose", async () => {
    closing.abort();
    for (const timer of timers) clearTimeout(timer);
  });
});
