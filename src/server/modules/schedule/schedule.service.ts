import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import type { BookingStatus } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { pastDateMessage } from "../../../shared/rules/booking.ts";
import { crewBookingNotFound, crewInactive, crewNotFound } from "../../../shared/rules/crews.ts";
import { bookingNotMovable } from "../../../shared/rules/schedule.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BookingMoveInput } from "../../../shared/schemas/schedule.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import { recordBookingEvent, staffActor } from "../bookings/booking-events.repository.ts";
import { lockForChange, move, type Slot } from "../bookings/booking-slot.service.ts";
import { findItemsOf, toBooking } from "../bookings/bookings.repository.ts";
import { findCrewById } from "../crews/crews.repository.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { visitLabel } from "../../../shared/rules/booking.ts";
import type { TimeWindow } from "../../../shared/booking-status.ts";

/** The messages a staff move causes; `movedFrom` names the visit as it was. */
export type NotifyMove = (booking: Booking, movedFrom?: string) => OutgoingMessage[];

/**
 * Moves a job to another date and window, and crew (kept when `crewId` is left out), in one transaction
 * through the slot service: the old window's place is given back and the new one taken (past a closing or
 * the limit only with `overbook`), and the crew's new window is claimed (docs/decisions/022). A refusal
 * changes nothing. A new date or window is the customer's to know: `notify`'s messages (with the visit it
 * was moved from) are written in the same transaction, so a move is never stored without them.
 */
export async function moveBooking(
  db: Kysely<Database>,
  actor: AuditActor & { first_name?: string; last_name?: string },
  bookingId: string,
  input: BookingMoveInput,
  notify?: NotifyMove,
): Promise<Booking> {
  const to: Slot = { date: input.preferredDate, window: input.preferredTime };
  if (to.date < todayInLagos()) {
    throw badRequest(pastDateMessage, { fields: { preferredDate: pastDateMessage } });
  }
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, bookingId);
    if (!row) throw notFound(crewBookingNotFound);
    const status = row.status as BookingStatus;
    if (status === "cancelled" || status === "completed") throw conflict(bookingNotMovable(status));
    const crewId = input.crewId === undefined ? row.crew_id : input.crewId;
    const crew = crewId ? await findCrewById(trx, crewId) : undefined;
    if (crewId) {
      if (!crew) throw notFound(crewNotFound);
      // The crew the job already has stays allowed after being switched off: nothing new is given to it.
      if (Number(crew.active) !== 1 && row.crew_id !== crewId) throw badRequest(crewInactive);
    }

    const by = staffActor(actor);
    const { booking, moved, overbooked } = await move(trx, row, to, {
      by,
      rules: { as: "staff", overbook: input.overbook },
      crewId: crewId ?? null,
    });
    const items = await findItemsOf(trx, bookingId);
    if (!moved && crewId === row.crew_id) return toBooking(row, items);
    await recordAudit(trx, actor, {
      action: "move",
      entity: "booking",
      entityId: bookingId,
      details: {
        bookingId: formatBookingId(row.booking_key),
        customer: row.customer_name,
        date: to.date,
        window: to.window,
        crew: crew?.name ?? "",
        overbooked,
      },
    });
    if (crewId !== row.crew_id)
      await recordBookingEvent(trx, bookingId, "crew", by, { crew: crew?.name ?? null });
    const answer = toBooking(booking, items);
    if (moved && notify) {
      const from = row.preferred_date
        ? visitLabel(row.preferred_date, (row.preferred_time as TimeWindow | null) ?? null)
        : undefined;
      await enqueueMessages(trx, notify(answer, from));
    }
    return answer;
  });
}
