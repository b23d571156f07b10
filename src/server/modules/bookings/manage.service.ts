import type { Kysely, Transaction } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import type { BookingStatus, TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import type { Availability } from "../../../shared/rules/availability.ts";
import { pastDateMessage } from "../../../shared/rules/booking.ts";
import {
  bookingNotChangeable,
  canChangeOnline,
  manageLinkNotFound,
  tooLateToChange,
} from "../../../shared/rules/manage.ts";
import { visitLabel } from "../../../shared/rules/notices.ts";
import { isOpenQuote } from "../../../shared/rules/quotes.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { ManagedBooking, ManageRescheduleInput } from "../../../shared/schemas/manage.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { customerActor, listBookingEvents } from "./booking-events.repository.ts";
import { cancel, lockForChange, move, slotOf, type Slot } from "./booking-slot.service.ts";
import { findItemsOf, toBooking } from "./bookings.repository.ts";
import { findByToken, findTarget } from "./manage-lookup.ts";
import { findSeriesById, listVisitsOf } from "../series/series.repository.ts";
import { summaryOf } from "../series/series.service.ts";

// What a customer does through the private manage link (docs/decisions/031-manage-links.md): see the booking
// and its history, move it into a window with room, or cancel it, until the owner's limit before the visit.

export type ManageSettings = { availability: Availability; business: BusinessSettings };
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
    area: booking.area ?? null,
    travelFee: booking.travelFee ?? 0,
    history,
    // An open quote is accepted or declined, not moved: it holds no place yet (docs/decisions/063).
    canChange: open && !isFinal(booking.status) && !isOpenQuote(row.quote_state),
    closedMessage: open ? null : closedMessage(settings),
    whatsappOff: Number(row.whatsapp_off) === 1,
    smsOff: Number(row.sms_off) === 1,
    quote: booking.quote ?? null,
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
  trx: Transaction<Database>,
  settings: ManageSettings,
  target: { token: string; visitId?: string },
  now: Date,
) {
  const found = await findTarget(trx, target.token, target.visitId);
  const row = await lockForChange(trx, found.id);
  // Bookings are never deleted; were one deleted meanwhile, the link would find nothing, as it now does.
  if (!row) throw notFound(manageLinkNotFound);
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
    const from = slotOf(row);
    if (from && slotKey(from) === slotKey(to)) return viewAfter(trx, settings, token, now);
    if (to.date < today) throw conflict(pastDateMessage, { fields: { preferredDate: pastDateMessage } });

    // The crew it had is taken off (the owner gives it again).
    const crewDropped = row.crew_id !== null;
    const moved = await move(trx, row, to, {
      by: customerActor,
      rules: { as: "customer", now },
      crewId: null,
      details: crewDropped ? { crewDropped } : {},
    });
    const movedFrom = from ? visitLabel(from.date, from.window) : undefined;
    await enqueueMessages(trx, notify(toBooking(moved.booking, await findItemsOf(trx, row.id)), movedFrom));
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
    const cancelled = await cancel(trx, row, customerActor, row.series_id ? { skipped: true } : {});
    await enqueueMessages(trx, notify(toBooking(cancelled, await findItemsOf(trx, row.id))));
    return viewAfter(trx, settings, token, now);
  });
}
