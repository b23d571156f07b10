import type { Kysely } from "kysely";
import { describeAudit } from "../../../shared/rules/audit.ts";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";

export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  /** create, update, delete, activate, status, cancel, password ...: each has a phrase in shared/rules/audit.ts. */
  action: string;
  /** booking, service, category, coupon, profile ...: the kinds named in shared/rules/audit.ts. */
  entity: string;
  entityId?: string | null;
  /** The record's name, title, code or booking ID and customer, so the activity list can name it. */
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

/**
 * The latest entries, newest first (ties broken by id so the order is stable on both databases), or those
 * older than the entry `before` names: a keyset read down the `(created_at, id)` index.
 */
export async function listAudit(db: Kysely<Database>, limit: number, before?: { key: string; id: string }) {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .$if(before !== undefined, (query) =>
      query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(before!.key, before!.id))),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const details = parseDetails(row.details);
    return {
      _id: row.id,
      actorEmail: row.actor_email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      details,
      // Derived when read, so entries written before a phrase changed read the current way.
      summary: describeAudit({ action: row.action, entity: row.entity, details }),
      createdAt: row.created_at,
    };
  });
}
