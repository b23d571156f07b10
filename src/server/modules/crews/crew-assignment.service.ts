import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import {
  bookingNeedsWindow,
  cancelledBookingNoCrew,
  crewBookingNotFound,
  crewBusy,
  crewInactive,
  crewNotFound,
} from "../../../shared/rules/crews.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import { recordBookingEvent, staffActor } from "../bookings/booking-events.repository.ts";
import { findBookingById, findItemsOf, lockBooking, toBooking } from "../bookings/bookings.repository.ts";
import { claimCrewJob, releaseCrewJobs, setBookingCrew } from "./crew-jobs.repository.ts";
import { findCrewById } from "./crews.repository.ts";

/**
 * Gives a booking to a crew, or takes it off its crew (`crewId` null). A crew has at most one job in each
 * window of each date, decided by claimCrewJob in the same transaction as the change, so of several
 * simultaneous assignments of one crew to one window exactly one wins; the others answer 409.
 */
export async function assignCrew(
  db: Kysely<Database>,
  actor: AuditActor & { first_name?: string; last_name?: string },
  bookingId: string,
  crewId: string | null,
): Promise<Booking> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockBooking(trx, bookingId))) throw notFound(crewBookingNotFound);
    const row = (await findBookingById(trx, bookingId))!;
    const items = await findItemsOf(trx, bookingId);
    const booking = { bookingId: formatBookingId(row.booking_key), customer: row.customer_name };
    const now = nowIso();

    if (crewId === null) {
      await releaseCrewJobs(trx, bookingId);
      if (row.crew_id === null) return toBooking(row, items);
      const before = await findCrewById(trx, row.crew_id);
      await setBookingCrew(trx, bookingId, null, now);
      await recordAudit(trx, actor, {
        action: "unassign-crew",
        entity: "booking",
        entityId: bookingId,
        details: { ...booking, crew: before?.name ?? "" },
      });
      await recordBookingEvent(trx, bookingId, "crew", staffActor(actor), { crew: null });
      return toBooking({ ...row, crew_id: null, updated_at: now }, items);
    }

    const crew = await findCrewById(trx, crewId);
    if (!crew) throw notFound(crewNotFound);
    if (row.status === "cancelled") throw conflict(cancelledBookingNoCrew);
    const date = row.preferred_date;
    const window = row.preferred_time;
    if (!date || !window) throw conflict(bookingNeedsWindow);
    // The crew it already has stays allowed after being switched off: nothing new is given to it.
    if (Number(crew.active) !== 1 && row.crew_id !== crewId) throw badRequest(crewInactive);
    if (!(await claimCrewJob(trx, { crewId, date, window, bookingId }))) throw conflict(crewBusy);
    await releaseCrewJobs(trx, bookingId, { crewId, date, window });
    if (row.crew_id === crewId) return toBooking(row, items);
    await setBookingCrew(trx, bookingId, crewId, now);
    await recordAudit(trx, actor, {
      action: "assign-crew",
      entity: "booking",
      entityId: bookingId,
      details: { ...booking, crew: crew.name },
    });
    await recordBookingEvent(trx, bookingId, "crew", staffActor(actor), { crew: crew.name });
    return toBooking({ ...row, crew_id: crewId, updated_at: now }, items);
  });
}
