// Helpers for the catalogue's API tests.
import type { TestApp } from "./test-app.ts";

export type Json = Record<string, unknown>;

export function requester(t: TestApp, cookie: () => string) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: "POST", url, payload: payload as Json, headers: { cookie: cookie() } }),
    put: (url: string, payload: unknown) =>
      t.app.inject({ method: "PUT", url, payload: payload as Json, headers: { cookie: cookie() } }),
    del: (url: string) => t.app.inject({ method: "DELETE", url, headers: { cookie: cookie() } }),
  };
}

/** Audit entries for one record, oldest first. */
export async function auditOf(t: TestApp, entityId: string) {
  const rows = await t.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ action: row.action, entity: row.entity, actor: row.actor_email }));
}

export async function catalogueVersion(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom("cache_versions")
    .select("version")
    .where("name", "=", "catalogue")
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
