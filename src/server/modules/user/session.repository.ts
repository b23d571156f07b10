import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { newToken } from "../../lib/ids.ts";
import { isoAfter, nowIso } from "../../lib/time.ts";

export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const touchIntervalMs = 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a session and answers the token for the cookie; only its hash is stored. */
export async function createSession(db: Kysely<Database>, userId: string): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: isoAfter(sessionAbsoluteMs),
    })
    .execute();
  return token;
}

/** The user id of a live session, renewing its idle clock; undefined (and the row gone) when expired. */
export async function resolveSession(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const id = hashToken(token);
  const session = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!session) return undefined;
  const now = Date.now();
  const idleSince = Date.parse(session.last_seen_at);
  if (Date.parse(session.expires_at) <= now || idleSince + sessionIdleMs <= now) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return undefined;
  }
  if (now - idleSince > touchIntervalMs) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return session.user_id;
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

/** Ends every session of a user but the one given (after a password change). */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keepToken?: string,
): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepToken) query = query.where("id", "!=", hashToken(keepToken));
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now),
        eb("last_seen_at", "<=", new Date(Date.now() - sessionIdleMs).toISOString()),
      ]),
    )
    .execute();
}
