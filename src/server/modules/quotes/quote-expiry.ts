import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso } from "../../lib/time.ts";
import { recordBookingEvent } from "../bookings/booking-events.repository.ts";
import { changeStatus, lockForChange } from "../bookings/booking-slot.service.ts";
import { setQuoteState } from "../bookings/bookings.repository.ts";
import { hasLapsed } from "./quote-answers.ts";

const system = { actor: "system" as const };

/**
 * Priced quotes left unanswered past their days (docs/decisions/063-quotes-after-inspection.md) expire and
 * their bookings are cancelled, one transaction each, under the booking's lock: an answer given meanwhile
 * wins, and two instances looking at once expire each quote once. Resolves to how many expired.
 */
export async function expireLapsedQuotes(db: Kysely<Database>, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom("bookings")
    .select("id")
    .where("quote_state", "=", "priced")
    .where("quote_expires_at", "<=", now.toISOString())
    .where("status", "=", "pending")
    .execute();
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await lockForChange(trx, id);
      if (!row || row.quote_state !== "priced" || row.status !== "pending" || !hasLapsed(row, now))
        return false;
      await setQuoteState(trx, id, "expired", nowIso());
      await recordBookingEvent(trx, id, "quote-expired", system);
      await changeStatus(trx, { ...row, quote_state: "expired" }, "cancelled", system);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
