import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { crewPagePath } from "../../../shared/rules/crew-page.ts";
import type { Database } from "../../db/schema.ts";
import { nowIso } from "../../lib/time.ts";

// A crew page's secret is derived, not stored (docs/decisions/049-crew-pages.md): HMAC-SHA256 of the crew's
// id and a random nonce under a key the server holds. The database keeps the nonce and the secret's sha-256,
// so the owner can be shown the link again, a visit is looked up by hash, and a renewal (a new nonce) ends
// the old link at once.

/** The key: CREW_LINK_KEY when set, else one made on first use and kept in the database. */
export async function crewLinkKey(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const stored = await db.selectFrom("crew_link_key").select("key").where("id", "=", 1).executeTakeFirst();
  if (stored) return stored.key;
  await db
    .insertInto("crew_link_key")
    .values({ id: 1, key: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  return (await db.selectFrom("crew_link_key").select("key").where("id", "=", 1).executeTakeFirstOrThrow())
    .key;
}

/** 256 bits, URL-safe. */
function secretOf(key: string, crewId: string, nonce: string): string {
  return createHmac("sha256", key).update(`${crewId}:${nonce}`).digest("base64url");
}

export function hashCrewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const newNonce = () => randomBytes(16).toString("base64url");

/**
 * Each crew's page path, giving a crew its first link the first time it is asked for. A link whose hash no
 * longer matches (the key was changed) is brought in line: the old link ends, the one shown works.
 */
export async function crewPagePaths(
  db: Kysely<Database>,
  key: string,
  crewIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.selectFrom("crew_links").selectAll().execute();
  const known = new Map(rows.map((row) => [row.crew_id, row]));
  const paths = new Map<string, string>();
  for (const crewId of crewIds) {
    let row = known.get(crewId);
    if (!row) {
      const nonce = newNonce();
      const first = { nonce, token_hash: hashCrewToken(secretOf(key, crewId, nonce)), created_at: nowIso() };
      // Two first views at once give the crew one link: the second insert is ignored, and both read it back.
      await db
        .insertInto("crew_links")
        .values({ crew_id: crewId, ...first })
        .onConflict((conflict) => conflict.column("crew_id").doNothing())
        .execute();
      row = await db
        .selectFrom("crew_links")
        .selectAll()
        .where("crew_id", "=", crewId)
        .executeTakeFirstOrThrow();
    }
    const token = secretOf(key, crewId, row.nonce);
    const hash = hashCrewToken(token);
    if (row.token_hash !== hash) {
      await db
        .updateTable("crew_links")
        .set({ token_hash: hash })
        .where("crew_id", "=", crewId)
        .where("nonce", "=", row.nonce)
        .execute();
    }
    paths.set(crewId, crewPagePath(token));
  }
  return paths;
}

/** A new secret for a crew's page: the old link answers 404 from now on. */
export async function renewCrewLink(db: Kysely<Database>, key: string, crewId: string): Promise<string> {
  const nonce = newNonce();
  const token = secretOf(key, crewId, nonce);
  const row = { nonce, token_hash: hashCrewToken(token), created_at: nowIso() };
  await db
    .insertInto("crew_links")
    .values({ crew_id: crewId, ...row })
    .onConflict((conflict) => conflict.column("crew_id").doUpdateSet(row))
    .execute();
  return crewPagePath(token);
}

/** The crew a page's token opens, or undefined for a wrong, old or renewed one. */
export function findCrewByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("crew_links")
    .innerJoin("crews", "crews.id", "crew_links.crew_id")
    .selectAll("crews")
    .where("crew_links.token_hash", "=", hashCrewToken(token))
    .executeTakeFirst();
}
