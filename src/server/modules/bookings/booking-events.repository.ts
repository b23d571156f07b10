import type { Kysely } from "kysely";
import type { BookingStatus } from "../../../shared/booking-status.ts";
import type { BookingEventActor, BookingEventKind } from "../../../shared/rules/manage.ts";
import type { BookingEvent } from "../../../shared/schemas/manage.ts";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";

export type BookingEventActorRef = { actor: BookingEventActor; name?: string };
export const customerActor: BookingEventActorRef = { actor: "customer" };

/** A staff member as a history line names them: their name, or their email when they gave none. */
export function staffActor(admin: {
  email: string;
  first_name?: string;
  last_name?: string;
}): BookingEventActorRef {
  const name = [admin.first_name, admin.last_name].filter(Boolean).join(" ").trim();
  return { actor: "staff", name: name || admin.email };
}

/**
 * Adds a step to a booking's history. Call it inside the same transaction as the change it records. Two steps
 * in the same millisecond keep their order: a step is never earlier than the booking's latest one.
 */
export async function recordBookingEvent(
  trx: Kysely<Database>,
  bookingId: string,
  kind: BookingEventKind | BookingStatus,
  by: BookingEventActorRef,
  details: Record<string, unknown> = {},
): Promise<void> {
  const latest = await trx
    .selectFrom("booking_events")
    .select((eb) => eb.fn.max("at").as("at"))
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  let at = nowIso();
  if (latest?.at && at <= latest.at) at = new Date(Date.parse(latest.at) + 1).toISOString();
  await trx
    .insertInto("booking_events")
    .values({
      id: newId(),
      booking_id: bookingId,
      at,
      kind,
      actor: by.actor,
      actor_name: by.name ?? "",
      details: JSON.stringify(details),
    })
    .execute();
}

/** A booking's history, oldest first. */
export async function listBookingEvents(db: Kysely<Database>, bookingId: string): Promise<BookingEvent[]> {
  const rows = await db
    .selectFrom("booking_events")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    at: row.at,
    kind: row.kind,
    actor: row.actor as BookingEventActor,
    actorName: row.actor_name,
    details: parseDetails(row.details),
  }));
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
