import { sql, type Kysely } from "kysely";
import { outboxStuckAfterMinutes } from "../../../shared/rules/operations.ts";
import { messageChannels, type MessageChannel } from "../../../shared/rules/messaging.ts";
import {
  officeKinds,
  outboxGoneStates,
  type OutboxKind,
  type OutboxState,
} from "../../../shared/rules/outbox.ts";
import type { Dialect } from "../../db/database.ts";
import type { Database, OutboxRow } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { recipientCapReached, reportDropped } from "./message-caps.ts";
import { smsInsteadOf } from "./text-messages.ts";
import type { ListCursor } from "../../../shared/schemas/cursor.ts";

/** A message to write to the outbox: the mail itself, what it is about, and where it belongs. */
export type OutgoingMessage = MailMessage & {
  kind: OutboxKind;
  bookingId?: string;
  /** A message asked for more than once (a reminder) is written once: a second write is ignored. */
  dedupeKey?: string;
  /** How it travels: mail unless said (src/shared/rules/messaging.ts); `to` is then phone digits. */
  channel?: MessageChannel;
  /** A text message's template, parameters and SMS words (JSON). */
  payload?: string;
  /**
   * Waits this long, and replaces one of its booking, kind and channel still waiting untried: a burst of
   * moves sends one message with the final time (docs/decisions/047-message-caps.md).
   */
  coalesceMs?: number;
};

/**
 * Writes messages to send. Call it inside the transaction of the change that causes them: the message
 * exists exactly when the change does. A customer message over its recipient's cap is kept as dropped, and
 * a text message the customer turned off for the booking is not written.
 */
export async function enqueueMessages(
  db: Kysely<Database>,
  messages: readonly OutgoingMessage[],
  now = new Date(),
): Promise<void> {
  if (messages.length === 0) return;
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => enqueueMessages(trx, messages, now));
    return;
  }
  const at = now.toISOString();
  const turnedOff = await channelsTurnedOff(db, messages);
  for (const asked of messages) {
    const off = asked.bookingId ? turnedOff.get(asked.bookingId) : undefined;
    // WhatsApp turned off: SMS carries the message, unless that is off too.
    const message = off?.has("whatsapp") ? (smsInsteadOf(asked) ?? asked) : asked;
    const channel = message.channel ?? "email";
    if (off?.has(channel)) continue;
    if (message.coalesceMs !== undefined && message.bookingId) {
      await dropUnsentDuplicate(db, message.bookingId, message.kind, channel, at);
    }
    const office = officeKinds.includes(message.kind);
    const capped = office ? null : await recipientCapReached(db, message.to, now);
    if (capped) reportDropped({ kind: message.kind, channel, bookingId: message.bookingId, reason: capped });
    const dueAt = message.coalesceMs ? new Date(now.getTime() + message.coalesceMs).toISOString() : at;
    await db
      .insertInto("outbox_messages")
      .values({
        id: newId(),
        kind: message.kind,
        channel,
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        reply_to: message.replyTo ?? null,
        booking_id: message.bookingId ?? null,
        dedupe_key: message.dedupeKey ?? null,
        payload: message.payload ?? null,
        state: capped ? "dropped" : "pending",
        last_error: capped,
        next_attempt_at: dueAt,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
      .execute();
  }
}

/** Per booking of these messages, the text channels its customer turned off. */
async function channelsTurnedOff(
  db: Kysely<Database>,
  messages: readonly OutgoingMessage[],
): Promise<Map<string, Set<MessageChannel>>> {
  const ids = [
    ...new Set(
      messages.filter((m) => m.bookingId && m.channel && m.channel !== "email").map((m) => m.bookingId!),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "whatsapp_off", "sms_off"])
    .where("id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => {
      const off = new Set<MessageChannel>();
      if (Number(row.whatsapp_off) === 1) off.add("whatsapp");
      if (Number(row.sms_off) === 1) off.add("sms");
      return [row.id, off];
    }),
  );
}

/** Whether the customer turned this text channel off for the booking (mail is never turned off). */
export async function isChannelTurnedOff(
  db: Kysely<Database>,
  bookingId: string | null,
  channel: string,
): Promise<boolean> {
  if (!bookingId || channel === "email") return false;
  const off = await channelsTurnedOff(db, [{ bookingId, channel } as OutgoingMessage]);
  return off.get(bookingId)?.has(channel as MessageChannel) ?? false;
}

/** Removes a message of the same booking, kind and channel that is still waiting and no one has tried. */
async function dropUnsentDuplicate(
  db: Kysely<Database>,
  bookingId: string,
  kind: string,
  channel: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom("outbox_messages")
    .where("booking_id", "=", bookingId)
    .where("kind", "=", kind)
    .where("channel", "=", channel)
    .where("state", "=", "pending")
    .where("attempts", "=", 0)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
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
  options: {
    now: Date;
    leaseUntil: Date;
    claim: string;
    limit: number;
    channels?: readonly MessageChannel[];
  },
): Promise<OutboxRow[]> {
  const now = options.now.toISOString();
  const channels = options.channels ?? messageChannels;
  if (channels.length === 0) return [];
  const due = db
    .selectFrom("outbox_messages")
    .select("id")
    .where("state", "=", "pending")
    .where("channel", "in", channels)
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
export async function markSent(
  db: Kysely<Database>,
  row: OutboxRow,
  at: Date,
  providerMessageId: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox_messages")
    .set({
      state: "sent",
      provider_message_id: providerMessageId,
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

/**
 * Newest first, one state at a time, as the owner's Outbox screen lists them: from `offset`, or after the
 * message `after` names (decision 056), read down the `(state, created_at)` index from there.
 */
export function listMessagesIn(
  db: Kysely<Database>,
  state: OutboxState,
  limit: number,
  offset: number,
  after?: ListCursor,
) {
  return db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("state", "=", state)
    .$if(after !== undefined, (query) =>
      query
        // The first condition alone is a range on the index; the row comparison then breaks the ties.
        .where("created_at", "<=", after!.createdAt)
        .where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after!.createdAt, after!.id))),
    )
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
    .where("state", "not in", outboxGoneStates)
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

/**
 * Deletes up to `batch` messages that went out before `before` (ISO instant); resolves to how many. Small
 * batches keep each delete short, so sending and the Outbox screen never wait long behind it.
 */
export async function deleteGoneBefore(
  db: Kysely<Database>,
  states: readonly string[],
  before: string,
  batch: number,
): Promise<number> {
  const result = await db
    .deleteFrom("outbox_messages")
    .where(
      "id",
      "in",
      db
        .selectFrom("outbox_messages")
        .select("id")
        .where("state", "in", states)
        .where("created_at", "<", before)
        .limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
