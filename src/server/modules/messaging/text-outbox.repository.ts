import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, lagosInstant } from "../../../shared/rules/availability.ts";
import type { Database, OutboxRow } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";

/**
 * Writes the SMS that carries a message WhatsApp could not deliver: once per WhatsApp row, whether the
 * refusal came from the send or later from a "failed" status. Not capped: it replaces a message already
 * counted. A customer who turned SMS off for the booking gets none.
 */
export async function enqueueSmsInstead(
  db: Kysely<Database>,
  row: Pick<OutboxRow, "id" | "kind" | "recipient" | "booking_id">,
  sms: string,
  now: Date,
): Promise<void> {
  if (row.booking_id) {
    const booking = await db
      .selectFrom("bookings")
      .select("sms_off")
      .where("id", "=", row.booking_id)
      .executeTakeFirst();
    if (booking && Number(booking.sms_off) === 1) return;
  }
  const at = now.toISOString();
  await db
    .insertInto("outbox_messages")
    .values({
      id: newId(),
      kind: row.kind,
      channel: "sms",
      recipient: row.recipient,
      subject: "SMS",
      text_body: sms,
      html_body: "",
      reply_to: null,
      booking_id: row.booking_id,
      dedupe_key: `sms-instead:${row.id}`,
      payload: null,
      state: "pending",
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .execute();
}

/**
 * A status Meta reports for a message we sent: delivered and read move it forward (never back), failed
 * marks it failed. Answers the row when this status made it fail, so its SMS can be sent.
 */
export async function recordDeliveryStatus(
  db: Kysely<Database>,
  providerId: string,
  status: "delivered" | "read" | "failed",
  error: string | null,
  now: Date,
): Promise<OutboxRow | undefined> {
  const earlier =
    status === "read" ? ["sent", "delivered"] : status === "delivered" ? ["sent"] : ["sent", "delivered"];
  return db
    .updateTable("outbox_messages")
    .set({
      state: status,
      updated_at: now.toISOString(),
      ...(status === "failed" ? { last_error: (error ?? "").slice(0, 500) } : {}),
    })
    .where("provider_message_id", "=", providerId)
    .where("channel", "=", "whatsapp")
    .where("state", "in", earlier)
    .returningAll()
    .executeTakeFirst();
}

/** Remembers that a provider refused to serve a channel; answers when the problem was first seen. */
export async function recordChannelProblem(
  db: Kysely<Database>,
  channel: string,
  problem: string,
  now: Date,
): Promise<string> {
  await db
    .insertInto("message_channel_problems")
    .values({ channel, problem, noticed_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("channel").doNothing())
    .execute();
  const row = await db
    .selectFrom("message_channel_problems")
    .select("noticed_at")
    .where("channel", "=", channel)
    .executeTakeFirstOrThrow();
  return row.noticed_at;
}

/** A channel that sent again is working: the problem is over. */
export async function clearChannelProblem(db: Kysely<Database>, channel: string): Promise<void> {
  await db.deleteFrom("message_channel_problems").where("channel", "=", channel).execute();
}

export function listChannelProblems(db: Kysely<Database>) {
  return db.selectFrom("message_channel_problems").selectAll().orderBy("channel").execute();
}

/**
 * WhatsApp and SMS messages that failed on one Lagos day (today unless said): for the Today screen, where
 * the office sees which customers may not have heard from us.
 */
export async function countFailedTextMessages(db: Kysely<Database>, day = todayInLagos()): Promise<number> {
  const row = await db
    .selectFrom("outbox_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("channel", "in", ["whatsapp", "sms"])
    .where("state", "=", "failed")
    .where("updated_at", ">=", lagosInstant(day, "00:00").toISOString())
    .where("updated_at", "<", lagosInstant(addDays(day, 1), "00:00").toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
