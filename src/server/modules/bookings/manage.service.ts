import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import type { BookingStatus, TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import {
  bookingRefusal,
  windowCapacity,
  windowFull,
  type Availability,
} from "../../../shared/rules/availability.ts";
import { bookingChangedMeanwhile, pastDateMessage } from "../../../shared/rules/booking.ts";
import { bookingNotChangeable, canChangeOnline, tooLateToChange } from "../../../shared/rules/manage.ts";
import { visitLabel } from "../../../shared/rules/notices.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { ManagedBooking, ManageRescheduleInput } from "../../../shared/schemas/manage.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { conflict } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { freePlace, takePlace } from "../availability/window-places.repository.ts";
import { lockBooking, releaseCrewJobs } from "../crews/crew-jobs.repository.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { setBookingSlot } from "../schedule/schedule.repository.ts";
import { customerActor, listBookingEvents, recordBookingEvent } from "./booking-events.repository.ts";
import { changeBookingStatus, findItemsOf, toBooking } from "./bookings.repository.ts";
import { findByToken, findTarget } from "./manage-lookup.ts";
import { findSeriesById, listVisitsOf } from "../series/series.repository.ts";
import { summaryOf } from "../series/series.service.ts";

// What a customer does through the private manage link (docs/decisions/031-manage-links.md): see the booking
// and its history, move it into a window with room, or cancel it, until the owner's limit before the visit.

export type ManageSettings = { availability: Availability; business: BusinessSettings };
type Slot = { date: string; window: TimeWindow };
const slotKey = (slot: Slot) => `${slot.date} ${slot.window}`;
const isFinal = (status: BookingStatus) => status === "cancelled" || status === "completed";

function closedMessage({ availability, business }: ManageSettings): string {
  return tooLateToChange(availability.changeHours, business.phones[0]?.number ?? "", business.whatsapp);
}

function mayChange(settings: ManageSettings, row: BookingRow, now: Date): boolean {
  const window = row.preferred_time as TimeWindow | null;
  return canChangeOnline(settings.availability, row.preferred_date, window, now);
}

async function viewOf(
  db: Kysely<Database>,
  settings: ManageSettings,
  row: BookingRow,
  now: Date,
): Promise<ManagedBooking> {
  const booking = toBooking(row, await findItemsOf(db, row.id));
  const history = (await listBookingEvents(db, row.id)).map((event) => ({ ...event, actorName: "" }));
  const open = mayChange(settings, row, now);
  return {
    series: await seriesOf(db, settings, row, now),
    bookingId: formatBookingId(row.booking_key),
    customerName: booking.customerName,
    address: booking.address,
    status: booking.status,
    preferredDate: booking.preferredDate,
    preferredTime: booking.preferredTime,
    services: booking.services,
    subtotal: booking.subtotal,
    couponCode: booking.couponCode,
    discountAmount: booking.discountAmount,
    totalPrice: booking.totalPrice,
    history,
    canChange: open && !isFinal(booking.status),
    closedMessage: open ? null : closedMessage(settings),
  };
}

/** The regular visits the link's booking began, each with whether the customer may still change it. */
async function seriesOf(db: Kysely<Database>, settings: ManageSettings, row: BookingRow, now: Date) {
  if (!row.series_id) return null;
  const series = await findSeriesById(db, row.series_id);
  if (!series) return null;
  const rows = await listVisitsOf(db, series.id);
  const summary = summaryOf(
    series,
    rows.map((visit) => toBooking(visit, [])),
  );
  return {
    ...summary,
    visits: summary.visits.map((visit, index) => ({
      ...visit,
      canChange: !isFinal(visit.status) && mayChange(settings, rows[index]!, now),
    })),
  };
}

export async function viewManagedBooking(
  db: Kysely<Database>,
  settings: ManageSettings,
  token: string,
  now = new Date(),
): Promise<ManagedBooking> {
  return viewOf(db, settings, await findByToken(db, token), now);
}

/** Whether the customer may still change this visit online (the owner's limit); for ending a series. */
export function changeableOnline(settings: ManageSettings, now = new Date()) {
  return (row: BookingRow) => !isFinal(row.status as BookingStatus) && mayChange(settings, row, now);
}

/** The booking (or visit) as locked for a change: its status and the owner's limit checked. */
async function lockedForChange(
  trx: Kysely<Database>,
  settings: ManageSettings,
  target: { token: string; visitId?: string },
  now: Date,
) {
  const found = await findTarget(trx, target.token, target.visitId);
  await lockBooking(trx, found.id);
  const row = await findTarget(trx, target.token, target.visitId);
  return { row, status: row.status as BookingStatus, open: mayChange(settings, row, now) };
}

/** After a change, the page shows the link's own booking again, with its visits as they now are. */
const viewAfter = async (trx: Kysely<Database>, settings: ManageSettings, token: string, now: Date) =>
  viewOf(trx, settings, await findByToken(trx, token), now);

/** The messages a customer's change causes, written with it; `movedFrom` names the visit before a move. */
export type NotifyChange = (booking: Booking, movedFrom?: string) => OutgoingMessage[];

/**
 * Moves the booking into another window with room, in one transaction: the new window's place is taken and
 * the old one's given back; a crew the booking had is taken off (the owner gives it again). The status stays.
 */
export async function rescheduleManagedBooking(
  db: Kysely<Database>,
  settings: ManageSettings,
  { token, visitId }: { token: string; visitId?: string },
  input: ManageRescheduleInput,
  notify: NotifyChange = () => [],
  now = new Date(),
): Promise<ManagedBooking> {
  const to: Slot = { date: input.preferredDate, window: input.preferredTime };
  const today = todayInLagos(now);
  return db.transaction().execute(async (trx) => {
    const { row, status, open } = await lockedForChange(trx, settings, { token, visitId }, now);
    if (isFinal(status)) throw conflict(bookingNotChangeable(status));
    if (!open) throw conflict(closedMessage(settings));
    const from =
      row.preferred_date && row.preferred_time
        ? { date: row.preferred_date, window: row.preferred_time as TimeWindow }
        : undefined;
    if (from && slotKey(from) === slotKey(to)) return viewAfter(trx, settings, token, now);
    if (to.date < today) throw conflict(pastDateMessage, { fields: { preferredDate: pastDateMessage } });
    const refusal = bookingRefusal(settings.availability, to.date, to.window, 0, now, today);
    if (refusal) throw conflict(refusal.message, { fields: { [refusal.field]: refusal.message } });

    // Window rows change in one order (date, then window), as the schedule board's moves do.
    const freeOld = () => (from ? freePlace(trx, from.date, from.window) : Promise.resolve());
    if (from && slotKey(from) < slotKey(to)) await freeOld();
    const capacity = windowCapacity(settings.availability, to.date, to.window);
    if (!(await takePlace(trx, to.date, to.window, capacity))) {
      throw conflict(windowFull, { fields: { preferredTime: windowFull } });
    }
    if (!from || slotKey(from) > slotKey(to)) await freeOld();

    const crewDropped = row.crew_id !== null;
    if (crewDropped) await releaseCrewJobs(trx, row.id);
    const at = nowIso();
    await setBookingSlot(trx, row.id, { ...to, crewId: null }, at);
    await recordBookingEvent(trx, row.id, "rescheduled", customerActor, {
      from: from ?? {},
      to,
      ...(crewDropped ? { crewDropped } : {}),
    });
    const moved = {
      ...row,
      preferred_date: to.date,
      preferred_time: to.window,
      crew_id: null,
      updated_at: at,
    };
    const movedFrom = from ? visitLabel(from.date, from.window) : undefined;
    await enqueueMessages(trx, notify(toBooking(moved, await findItemsOf(trx, row.id)), movedFrom));
    return viewAfter(trx, settings, token, now);
  });
}

/** Cancels the booking and gives its place back; cancelling again changes nothing. */
export async function cancelManagedBooking(
  db: Kysely<Database>,
  settings: ManageSettings,
  { token, visitId }: { token: string; visitId?: string },
  notify: NotifyChange = () => [],
  now = new Date(),
): Promise<ManagedBooking> {
  return db.transaction().execute(async (trx) => {
    const { row, status, open } = await lockedForChange(trx, settings, { token, visitId }, now);
    if (status === "cancelled") return viewAfter(trx, settings, token, now);
    if (isFinal(status)) throw conflict(bookingNotChangeable(status));
    if (!open) throw conflict(closedMessage(settings));
    const at = nowIso();
    if (!(await changeBookingStatus(trx, row.id, status, "cancelled", at))) {
      throw conflict(bookingChangedMeanwhile);
    }
    if (row.preferred_date && row.preferred_time) {
      await freePlace(trx, row.preferred_date, row.preferred_time as TimeWindow);
    }
    await recordBookingEvent(trx, row.id, "cancelled", customerActor, row.series_id ? { skipped: true } : {});
    const cancelled = { ...row, status: "cancelled", updated_at: at };
    await enqueueMessages(trx, notify(toBooking(cancelled, await findItemsOf(trx, row.id))));
    return viewAfter(trx, settings, token, now);
  });
}
