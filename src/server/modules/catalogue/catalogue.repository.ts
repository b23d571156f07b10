import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

const name = "catalogue";

/** The shared version of the public catalogue: one indexed read, cheap enough to ask twice a second. */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("cache_versions")
    .select("version")
    .where("name", "=", name)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Moves the version on inside the write's transaction, so every instance that sees the write also
 * sees that its copy is stale. Answers the new version.
 */
export async function bumpCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .updateTable("cache_versions")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("name", "=", name)
    .returning("version")
    .executeTakeFirst();
  if (row) return Number(row.version);
  // A database restored from before the row existed: start the count again.
  await db.insertInto("cache_versions").values({ name, version: 1 }).execute();
  return 1;
}
