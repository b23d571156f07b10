import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import type { BookingStatus, TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import {
  dateClosed,
  windowCapacity,
  windowClosed,
  windowFull,
  type Availability,
} from "../../../shared/rules/availability.ts";
import { pastDateMessage } from "../../../shared/rules/booking.ts";
import { crewBookingNotFound, crewBusy, crewInactive, crewNotFound } from "../../../shared/rules/crews.ts";
import { bookingNotMovable } from "../../../shared/rules/schedule.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BookingMoveInput } from "../../../shared/schemas/schedule.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import { freePlace, takePlace } from "../availability/window-places.repository.ts";
import { recordBookingEvent, staffActor } from "../bookings/booking-events.repository.ts";
import { findBookingById, findItemsOf, toBooking } from "../bookings/bookings.repository.ts";
import { claimCrewJob, lockBooking, releaseCrewJobs } from "../crews/crew-jobs.repository.ts";
import { findCrewById } from "../crews/crews.repository.ts";
import { setBookingSlot } from "./schedule.repository.ts";

type Slot = { date: string; window: TimeWindow };
const sameSlot = (a: Slot | undefined, b: Slot) => a?.date === b.date && a.window === b.window;
const slotKey = (slot: Slot) => `${slot.date} ${slot.window}`;

/**
 * Why staff may not take a place in `slot` without overbooking: a closed day or window. The least notice
 * and how far ahead customers may book do not bind staff. Whether a place is left is decided by takePlace.
 */
function closedReason(availability: Availability, slot: Slot): string | undefined {
  const closed = availability.closedDates.find((closedDate) => closedDate.date === slot.date);
  if (closed) return dateClosed(closed.note);
  if (windowCapacity(availability, slot.date, slot.window) === 0) return windowClosed;
  return undefined;
}

/**
 * Moves a job to another date and window, and crew (kept when `crewId` is left out), in one transaction:
 * the old window's place is given back and the new one taken (past the limit only with `overbook`), and the
 * crew's new window is claimed with claimCrewJob (docs/decisions/022). A refusal changes nothing.
 */
export async function moveBooking(
  db: Kysely<Database>,
  availability: Availability,
  actor: AuditActor & { first_name?: string; last_name?: string },
  bookingId: string,
  input: BookingMoveInput,
): Promise<Booking> {
  const to: Slot = { date: input.preferredDate, window: input.preferredTime };
  if (to.date < todayInLagos()) {
    throw badRequest(pastDateMessage, { fields: { preferredDate: pastDateMessage } });
  }
  return db.transaction().execute(async (trx) => {
    if (!(await lockBooking(trx, bookingId))) throw notFound(crewBookingNotFound);
    const row = (await findBookingById(trx, bookingId))!;
    const status = row.status as BookingStatus;
    if (status === "cancelled" || status === "completed") throw conflict(bookingNotMovable(status));
    const from =
      row.preferred_date && row.preferred_time
        ? { date: row.preferred_date, window: row.preferred_time as TimeWindow }
        : undefined;
    const crewId = input.crewId === undefined ? row.crew_id : input.crewId;
    const moves = !sameSlot(from, to);

    let overbooked = false;
    if (moves) {
      const closed = closedReason(availability, to);
      if (closed && !input.overbook) throw conflict(closed);
      overbooked = closed !== undefined;
      const capacity = closed ? null : windowCapacity(availability, to.date, to.window);
      // The window rows are changed in one order (by date and window) so that two moves between the same
      // windows in opposite directions cannot wait for each other on PostgreSQL.
      const freeOld = () => (from ? freePlace(trx, from.date, from.window) : Promise.resolve());
      if (from && slotKey(from) < slotKey(to)) await freeOld();
      if (!(await takePlace(trx, to.date, to.window, capacity))) {
        if (!input.overbook) throw conflict(windowFull, { fields: { preferredTime: windowFull } });
        await takePlace(trx, to.date, to.window, null);
        overbooked = true;
      }
      if (!from || slotKey(from) > slotKey(to)) await freeOld();
    }

    const crew = crewId ? await findCrewById(trx, crewId) : undefined;
    if (crewId) {
      if (!crew) throw notFound(crewNotFound);
      // The crew the job already has stays allowed after being switched off: nothing new is given to it.
      if (Number(crew.active) !== 1 && row.crew_id !== crewId) throw badRequest(crewInactive);
      if (!(await claimCrewJob(trx, { crewId, date: to.date, window: to.window, bookingId }))) {
        throw conflict(crewBusy);
      }
      await releaseCrewJobs(trx, bookingId, { crewId, date: to.date, window: to.window });
    } else {
      await releaseCrewJobs(trx, bookingId);
    }

    const items = await findItemsOf(trx, bookingId);
    if (!moves && crewId === row.crew_id) return toBooking(row, items);
    const now = nowIso();
    await setBookingSlot(trx, bookingId, { ...to, crewId: crewId ?? null }, now);
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
    const by = staffActor(actor);
    if (moves) await recordBookingEvent(trx, bookingId, "rescheduled", by, { from: from ?? {}, to });
    if (crewId !== row.crew_id)
      await recordBookingEvent(trx, bookingId, "crew", by, { crew: crew?.name ?? null });
    return toBooking(
      {
        ...row,
        preferred_date: to.date,
        preferred_time: to.window,
        crew_id: crewId ?? null,
        updated_at: now,
      },
      items,
    );
  });
}
