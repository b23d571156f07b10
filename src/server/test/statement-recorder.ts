// A query builder that records every statement it sends, compiled as the database receives it: for tests
// that check which statements a piece of work runs (their plans, or how often it counts).
import type { CompiledQuery, Kysely, KyselyPlugin } from "kysely";

/** `db` with a record of every statement sent through it from now on, in order. */
export function recordingStatements<DB>(db: Kysely<DB>): { db: Kysely<DB>; seen: CompiledQuery[] } {
  const executor = db.getExecutor();
  const seen: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      seen.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(recorder), seen };
}
