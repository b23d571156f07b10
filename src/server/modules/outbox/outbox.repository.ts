import { sql, type Kysely } from "kysely";
import { outboxStuckAfterMinutes } from "../../../shared/rules/operations.ts";
import type { OutboxKind, OutboxState } from "../../../shared/rules/outbox.ts";
import type { Dialect } from "../../db/database.ts";
import type { Database, OutboxRow } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import type { MailMessage } from "../mail/mailer.ts";

/** A message to write to the outbox: the mail itself, what it is about, and where it belongs. */
export type OutgoingMessage = MailMessage & {
  kind: OutboxKind;
  bookingId?: string;
  /** A message asked for more than once (a reminder) is written once: a second write is ignored. */
  dedupeKey?: string;
};

/**
 * Writes messages to send. Call it inside the transaction of the change that causes them: the message
 * exists exactly when the change does.
 */
export async function enqueueMessages(
  db: Kysely<Database>,
  messages: readonly OutgoingMessage[],
  now = new Date(),
): Promise<void> {
  if (messages.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto("outbox_messages")
    .values(
      messages.map((message) => ({
        id: newId(),
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        reply_to: message.replyTo ?? null,
        booking_id: message.bookingId ?? null,
        dedupe_key: message.dedupeKey ?? null,
        state: "pending",
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .execute();
}

/**
 * Takes up to `limit` due messages for one worker until `leaseUntil`. On PostgreSQL `skip locked` lets
 * instances claim side by side without waiting for or double-taking a row; SQLite has one writer, so the
 * single statement is already alone. A lease that ran out (a worker that died mid-send) is taken over.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  dialect: Dialect,
  options: { now: Date; leaseUntil: Date; claim: string; limit: number },
): Promise<OutboxRow[]> {
  const now = options.now.toISOString();
  const due = db
    .selectFrom("outbox_messages")
    .select("id")
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
    .orderBy("next_attempt_at")
    .limit(options.limit);
  return db
    .updateTable("outbox_messages")
    .set({ lease_until: options.leaseUntil.toISOString(), claim: options.claim, updated_at: now })
    .where("id", "in", dialect === "postgres" ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

/** Marks a claimed message sent; false when this worker's lease was lost to another. */
export async function markSent(db: Kysely<Database>, row: OutboxRow, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox_messages")
    .set({
      state: "sent",
      attempts: sql`attempts + 1`,
      sent_at: at.toISOString(),
      lease_until: null,
      claim: null,
      updated_at: at.toISOString(),
    })
    .where("id", "=", row.id)
    .where("claim", "=", row.claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed try: the message waits until `retryAt`, or has failed when there is none. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  row: OutboxRow,
  error: string,
  at: Date,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable("outbox_messages")
    .set({
      state: retryAt ? "pending" : "failed",
      attempts: sql`attempts + 1`,
      next_attempt_at: (retryAt ?? at).toISOString(),
      last_error: error.slice(0, 500),
      lease_until: null,
      claim: null,
      updated_at: at.toISOString(),
    })
    .where("id", "=", row.id)
    .where("claim", "=", row.claim)
    .execute();
}

export function findMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom("outbox_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first, one state at a time, as the owner's Outbox screen lists them. */
export function listMessagesIn(db: Kysely<Database>, state: OutboxState, limit: number, offset: number) {
  return db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("state", "=", state)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countByState(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("outbox_messages")
    .select(["state", (eb) => eb.fn.countAll<string | number>().as("count")])
    .groupBy("state")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

/** Puts a pending or failed message back at the front of the queue, with its tries counted afresh. */
export async function requeue(db: Kysely<Database>, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox_messages")
    .set({ state: "pending", attempts: 0, next_attempt_at: at.toISOString(), updated_at: at.toISOString() })
    .where("id", "=", id)
    .where("state", "!=", "sent")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the oldest waiting message was written, or null when none waits: for the metrics. */
export async function oldestPendingCreatedAt(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom("outbox_messages")
    .select("created_at")
    .where("state", "=", "pending")
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/**
 * Waiting messages due more than outboxStuckAfterMinutes ago that no worker holds now: a live worker takes a due message
 * within a poll, so any such message means no worker is sending (src/shared/rules/operations.ts).
 */
export async function countStuckMessages(db: Kysely<Database>, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - outboxStuckAfterMinutes * 60_000);
  const row = await db
    .selectFrom("outbox_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("state", "=", "pending")
    .where("next_attempt_at", "<", dueBefore.toISOString())
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now.toISOString())]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
