import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

const tables = [
  "admin_users",
  "sessions",
  "images",
  "categories",
  "services",
  "past_works",
  "testimonials",
  "coupons",
  "bookings",
  "booking_items",
  "payments",
  "crews",
  "crew_jobs",
  "calendar_feeds",
  "idempotency_keys",
  "contact_messages",
  "audit_log",
  "cache_versions",
  "settings",
  "crew_links",
  "crew_actions",
] as const;

/**
 * A fingerprint of everything stored except session bookkeeping, which reads may touch: equal before
 * and after a request means the request changed nothing.
 */
export async function storedFingerprint(db: Kysely<Database>): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    if (table === "sessions") continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    parts.push(
      `${table}:${rows.rows
        .map((row) => JSON.stringify(row, (_k, v) => (v instanceof Uint8Array ? v.length : v)))
        .sort()
        .join("|")}`,
    );
  }
  return parts.join("\n");
}
