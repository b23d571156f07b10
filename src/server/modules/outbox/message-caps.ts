import { PostgresAdapter, sql, type Kysely } from "kysely";
import { recipientCapReason, recipientCaps } from "../../../shared/rules/messaging.ts";
import { officeKinds } from "../../../shared/rules/outbox.ts";
import type { Database } from "../../db/schema.ts";

// The caps are multiplied by MESSAGE_CAP_SCALE: 1 in production; the browser tests' server, whose journeys
// all book as the same few customers, raises it as it raises the rate limits. Set by each running server.
let capScale = 1;

export function scaleRecipientCaps(scale: number): void {
  capScale = scale;
}

/**
 * The caps on customer messages (docs/decisions/047-message-caps.md), counted over the outbox itself: the
 * messages one address or phone received in the last hour and day, every channel counted, the office's own
 * notices never. The caller holds a transaction; on PostgreSQL a lock per recipient makes two bookings
 * at once count one after the other (SQLite has one writer already).
 */
export async function recipientCapReached(
  trx: Kysely<Database>,
  recipient: string,
  now: Date,
): Promise<string | null> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`recipient:${recipient}`}, 0))`.execute(trx);
  }
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const row = await trx
    .selectFrom("outbox_messages")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("day"),
      eb.fn
        .sum<string | number | null>(eb.case().when("created_at", ">", hourAgo).then(1).else(0).end())
        .as("hour"),
    ])
    .where("recipient", "=", recipient)
    .where("created_at", ">", dayAgo)
    .where("state", "!=", "dropped")
    .where("kind", "not in", officeKinds)
    .executeTakeFirstOrThrow();
  if (Number(row.hour ?? 0) >= recipientCaps.perHour * capScale) return recipientCapReason("hour");
  if (Number(row.day) >= recipientCaps.perDay * capScale) return recipientCapReason("day");
  return null;
}

export type DroppedMessage = { kind: string; channel: string; bookingId?: string; reason: string };
type DropListener = (dropped: DroppedMessage) => void;

// Dropping happens deep inside a change's transaction, where no logger reaches; each running server adds
// a listener that logs the drop and counts it in the metrics.
const dropListeners = new Set<DropListener>();

export function onMessageDropped(listener: DropListener): () => void {
  dropListeners.add(listener);
  return () => dropListeners.delete(listener);
}

export function reportDropped(dropped: DroppedMessage): void {
  for (const listener of dropListeners) listener(dropped);
}
