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
import { pastDateMessage } from "../../../shared/rules/booking.ts";
import {
  bookingNotChangeable,
  canChangeOnline,
  manageLinkNotFound,
  tooLateToChange,
} from "../../../shared/rules/manage.ts";
import { visitLabel } from "../../../shared/rules/notices.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { ManagedBooking, ManageRescheduleInput } from "../../../shared/schemas/manage.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { freePlace, takePlace } from "../availability/window-places.repository.ts";
import { lockBooking, releaseCrewJobs } from "../crews/crew-jobs.repository.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { setBookingSlot } from "../schedule/schedule.repository.ts";
import { customerActor, listBookingEvents, recordBookingEvent } from "./booking-events.repository.ts";
import { changeBookingStatus, findItemsOf, toBooking } from "./bookings.repository.ts";
import { hashManageToken } from "./manage-token.ts";

// What a customer does through the private manage link (docs/decisions/031-manage-links.md): see the booking
// and its history, move it into a window with room, or cancel it, until the owner's limit before the visit.

export type ManageSettings = { availability: Availability; business: BusinessSettings };
type Slot = { date: string; window: TimeWindow };
const slotKey = (slot: Slot) => `${slot.date} ${slot.window}`;
/** Issued secrets are base64url; anything else cannot name a booking and is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

async function findByToken(db: Kysely<Database>, token: string): Promise<BookingRow> {
  const row = tokenShape.test(token)
    ? await db
        .selectFrom("bookings")
        .selectAll()
        .where("manage_token_hash", "=", hashManageToken(token))
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(manageLinkNotFound);
  return row;
}

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

export async function viewManagedBooking(
  db: Kysely<Database>,
  settings: ManageSettings,
  token: string,
  now = new Date(),
): Promise<ManagedBooking> {
  return viewOf(db, settings, await findByToken(db, token), now);
}

/** The booking as locked for a change: its status and the owner's limit checked. */
async function lockedForChange(trx: Kysely<Database>, settings: ManageSettings, token: string, now: Date) {
  const found = await findByToken(trx, token);
  await lockBooking(trx, found.id);
  const row = await findByToken(trx, token);
  return { row, status: row.status as BookingStatus, open: mayChange(settings, row, now) };
}

/** The messages a customer's change causes, written with it; `movedFrom` names the visit before a move. */
export type NotifyChange = (booking: Booking, movedFrom?: string) => OutgoingMessage[];

/**
 * Moves the booking into another window with room, in one transaction: the new window's place is taken and
 * the old one's given back; a crew the booking had is taken off (the owner gives it again). The status stays.
 */
export async function rescheduleManagedBooking(
  db: Kysely<Database>,
  settings: ManageSettings,
  token: string,
  input: ManageRescheduleInput,
  notify: NotifyChange = () => [],
  now = new Date(),
): Promise<ManagedBooking> {
  const to: Slot = { date: input.preferredDate, window: input.preferredTime };
  const today = todayInLagos(now);
  return db.transaction().execute(async (trx) => {
    const { row, status, open } = await lockedForChange(trx, settings, token, now);
    if (isFinal(status)) throw conflict(bookingNotChangeable(status));
    if (!open) throw conflict(closedMessage(settings));
    const from =
      row.preferred_date && row.preferred_time
        ? { date: row.preferred_date, window: row.preferred_time as TimeWindow }
        : undefined;
    if (from && slotKey(from) === slotKey(to)) return viewOf(trx, settings, row, now);
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
    return viewOf(trx, settings, moved, now);
  });
}

/** Cancels the booking and gives its place back; cancelling again changes nothing. */
export async function cancelManagedBooking(
  db: Kysely<Database>,
  settings: ManageSettings,
  token: string,
  notify: NotifyChange = () => [],
  now = new Date(),
): Promise<ManagedBooking> {
  return db.transaction().execute(async (trx) => {
    const { row, status, open } = await lockedForChange(trx, settings, token, now);
    if (status === "cancelled") return viewOf(trx, settings, row, now);
    if (isFinal(status)) throw conflict(bookingNotChangeable(status));
    if (!open) throw conflict(closedMessage(settings));
    const at = nowIso();
    if (!(await changeBookingStatus(trx, row.id, status, "cancelled", at))) {
      throw conflict("This booking was changed meanwhile. Reload and try again.");
    }
    if (row.preferred_date && row.preferred_time) {
      await freePlace(trx, row.preferred_date, row.preferred_time as TimeWindow);
    }
    await recordBookingEvent(trx, row.id, "cancelled", customerActor);
    const cancelled = { ...row, status: "cancelled", updated_at: at };
    await enqueueMessages(trx, notify(toBooking(cancelled, await findItemsOf(trx, row.id))));
    return viewOf(trx, settings, cancelled, now);
  });
}
