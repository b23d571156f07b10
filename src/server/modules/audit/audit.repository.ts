import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";

export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  action: string; // create, update, delete, status, login, password ...
  entity: string; // booking, service, category, coupon, profile ...
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/** Records who changed what and when. Call it inside the same transaction as the change. */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The latest entries, newest first (ties broken by id so the order is stable on both databases). */
export async function listAudit(db: Kysely<Database>, limit: number) {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    actorEmail: row.actor_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    details: parseDetails(row.details),
    createdAt: row.created_at,
  }));
}
