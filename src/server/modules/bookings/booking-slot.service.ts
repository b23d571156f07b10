// The one guardian of a booking's slot and status (docs/decisions/042-one-slot-service.md). Every change of
// where a booking is (date, window, crew) or of its status goes through here, inside the caller's
// transaction, after lockForChange has taken the booking's row lock: two changes of one booking then run
// one after the other, each reading what the other wrote, and a window's count of places always equals its
// live (pending or confirmed) bookings.
import type { Transaction } from "kysely";
import type { BookingStatus, TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { isLive } from "../../../shared/rules/availability-places.ts";
import {
  bookingRefusal,
  dayClosedReason,
  windowCapacity,
  windowClosed,
  windowFull,
  type Availability,
} from "../../../shared/rules/availability.ts";
import { bookingChangedMeanwhile } from "../../../shared/rules/booking.ts";
import { crewBusy } from "../../../shared/rules/crews.ts";
import { isOpenQuote, quoteNotAcceptedYet } from "../../../shared/rules/quotes.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { conflict } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { freedAtZero } from "../availability/place-drift.ts";
import { freePlace, takePlace } from "../availability/window-places.repository.ts";
import { claimCrewJob, releaseCrewJobs } from "../crews/crew-jobs.repository.ts";
import { readAvailability } from "../settings/settings.repository.ts";
import { recordBookingEvent, type BookingEventActorRef } from "./booking-events.repository.ts";
import {
  changeBookingStatus,
  findBookingById,
  lockBooking,
  setBookingSlot,
  setQuoteState,
} from "./bookings.repository.ts";

export type Slot = { date: string; window: TimeWindow };

declare const locked: unique symbol;
/** A booking read after its row lock was taken, in the transaction that holds it: only lockForChange makes one. */
export type LockedBooking = BookingRow & { readonly [locked]: true };

const slotKey = (slot: Slot) => `${slot.date} ${slot.window}`;

/** The slot a booking holds a place in, if it has a date and a window. */
export function slotOf(row: Pick<BookingRow, "preferred_date" | "preferred_time">): Slot | undefined {
  return row.preferred_date && row.preferred_time
    ? { date: row.preferred_date, window: row.preferred_time as TimeWindow }
    : undefined;
}

/**
 * Takes the booking's row lock, then reads it: the first step of every change of its slot or status.
 * Undefined when there is no such booking.
 */
export async function lockForChange(
  trx: Transaction<Database>,
  bookingId: string,
): Promise<LockedBooking | undefined> {
  if (!(await lockBooking(trx, bookingId))) return undefined;
  return (await findBookingById(trx, bookingId)) as LockedBooking | undefined;
}

/**
 * Takes a place in `slot` for a booking being made, against the window's limit as stored now (read in
 * this transaction, never from a copy in memory); `overbook` takes it past the limit. False when full.
 */
export async function takeWindowPlace(
  trx: Transaction<Database>,
  slot: Slot,
  { overbook = false } = {},
): Promise<boolean> {
  const capacity = overbook ? null : windowCapacity(await readAvailability(trx), slot.date, slot.window);
  return takePlace(trx, slot.date, slot.window, capacity);
}

/** Gives a booking's place back; a window already at 0 is reported (the count had drifted), never hidden. */
async function freeWindowPlace(trx: Transaction<Database>, slot: Slot, bookingId: string): Promise<void> {
  if (!(await freePlace(trx, slot.date, slot.window))) freedAtZero(slot.date, slot.window, bookingId);
}

/**
 * Moves the booking from one status to another, with its history step (`kind` the new status): a booking
 * that stops being live (cancelled, completed) gives its window's place back, one that becomes live again
 * takes one (past the limit: it had it). Whether the change is allowed is the caller's rule.
 */
export async function changeStatus(
  trx: Transaction<Database>,
  booking: LockedBooking,
  to: BookingStatus,
  by: BookingEventActorRef,
  details: Record<string, unknown> = {},
): Promise<LockedBooking> {
  const from = booking.status as BookingStatus;
  // A quote holds no place until accepted: it is only ever cancelled (declined, lapsed or by staff) before.
  if (isOpenQuote(booking.quote_state) && to !== "cancelled") throw conflict(quoteNotAcceptedYet);
  const at = nowIso();
  // Under the row lock this cannot miss; the condition stays as a second guard.
  if (!(await changeBookingStatus(trx, booking.id, from, to, at))) throw conflict(bookingChangedMeanwhile);
  const slot = slotOf(booking);
  if (slot && isLive(from) && !isLive(to)) await freeWindowPlace(trx, slot, booking.id);
  if (slot && !isLive(from) && isLive(to)) await takeWindowPlace(trx, slot, { overbook: true });
  await recordBookingEvent(trx, booking.id, to, by, details);
  return { ...booking, status: to, updated_at: at };
}

/** Cancels the booking: changeStatus to cancelled. */
export function cancel(
  trx: Transaction<Database>,
  booking: LockedBooking,
  by: BookingEventActorRef,
  details: Record<string, unknown> = {},
): Promise<LockedBooking> {
  return changeStatus(trx, booking, "cancelled", by, details);
}

/**
 * Whose rules a move keeps. A customer's: the owner's notice, how far ahead, closed days and windows and
 * each window's limit. Staff's: closed days and windows and the limit, each passed only with `overbook`.
 */
export type MoveRules = { as: "customer"; now?: Date } | { as: "staff"; overbook?: boolean };

export type MoveOptions = {
  by: BookingEventActorRef;
  rules: MoveRules;
  /** The crew the booking has in its new slot: kept when left out, none with null. */
  crewId?: string | null;
  /** Added to the history step's `from` and `to`. */
  details?: Record<string, unknown>;
};

export type Moved = {
  booking: LockedBooking;
  /** The slot it left, if it had one. */
  from?: Slot;
  /** Its date or window changed (a change of crew alone is not a move). */
  moved: boolean;
  /** It took a place past a closed day or window or a full one (staff with `overbook`). */
  overbooked: boolean;
};

/** Why staff may not take a place in `slot` without overbooking: a closed day or window. */
function closedForStaff(availability: Availability, slot: Slot): string | undefined {
  const closed = dayClosedReason(availability, slot.date);
  if (closed) return closed;
  if (windowCapacity(availability, slot.date, slot.window) === 0) return windowClosed;
  return undefined;
}

/**
 * Puts the booking in another date and window, and crew, with its history step ("rescheduled"): the new
 * window's place is taken (against the limit stored now) and the old one's given back, the booking keeps
 * its crew's job in the new window only if that crew is free there (409 otherwise), and any other job it
 * held is released. A refusal throws and, in the caller's transaction, changes nothing.
 */
export async function move(
  trx: Transaction<Database>,
  booking: LockedBooking,
  to: Slot,
  { by, rules, crewId, details = {} }: MoveOptions,
): Promise<Moved> {
  if (isOpenQuote(booking.quote_state)) throw conflict(quoteNotAcceptedYet);
  const from = slotOf(booking);
  const moved = !from || slotKey(from) !== slotKey(to);
  const overbooked = moved ? await moveWindowPlace(trx, booking.id, from, to, rules) : false;

  const crew = crewId === undefined ? booking.crew_id : crewId;
  if (crew) {
    if (
      !(await claimCrewJob(trx, { crewId: crew, date: to.date, window: to.window, bookingId: booking.id }))
    ) {
      throw conflict(crewBusy);
    }
    await releaseCrewJobs(trx, booking.id, { crewId: crew, date: to.date, window: to.window });
  } else {
    await releaseCrewJobs(trx, booking.id);
  }
  if (!moved && crew === booking.crew_id) return { booking, from, moved, overbooked };

  const at = nowIso();
  await setBookingSlot(trx, booking.id, { ...to, crewId: crew }, at);
  if (moved)
    await recordBookingEvent(trx, booking.id, "rescheduled", by, { from: from ?? {}, to, ...details });
  const placed = {
    ...booking,
    preferred_date: to.date,
    preferred_time: to.window,
    crew_id: crew,
    needs_place: 0,
    updated_at: at,
  };
  return { booking: placed, from, moved, overbooked };
}

/** Frees `from` and takes `to` under `rules`; true when `to` was taken past its limit or closing. */
async function moveWindowPlace(
  trx: Transaction<Database>,
  bookingId: string,
  from: Slot | undefined,
  to: Slot,
  rules: MoveRules,
): Promise<boolean> {
  const availability = await readAvailability(trx);
  let overbooked = false;
  let capacity = windowCapacity(availability, to.date, to.window);
  if (rules.as === "customer") {
    const now = rules.now ?? new Date();
    const refusal = bookingRefusal(availability, to.date, to.window, 0, now, todayInLagos(now));
    if (refusal) throw conflict(refusal.message, { fields: { [refusal.field]: refusal.message } });
  } else {
    const closed = closedForStaff(availability, to);
    if (closed && !rules.overbook) throw conflict(closed);
    if (closed) [overbooked, capacity] = [true, null];
  }
  // Window rows change in one order (date, then window), so that two moves between the same windows in
  // opposite directions cannot wait for each other on PostgreSQL.
  const freeOld = () => (from ? freeWindowPlace(trx, from, bookingId) : Promise.resolve());
  if (from && slotKey(from) < slotKey(to)) await freeOld();
  if (!(await takePlace(trx, to.date, to.window, capacity))) {
    if (rules.as === "customer" || !rules.overbook) {
      throw conflict(windowFull, { fields: { preferredTime: windowFull } });
    }
    await takePlace(trx, to.date, to.window, null);
    overbooked = true;
  }
  if (!from || slotKey(from) > slotKey(to)) await freeOld();
  return overbooked;
}

/**
 * The customer accepts a priced quote (docs/decisions/063-quotes-after-inspection.md): it takes its place in
 * `slot` as a new booking does, under the customer's rules (notice, how far ahead, closed, full: 409 and
 * nothing changes), becomes an ordinary pending booking, and its history says so ("quote-accepted").
 * Without a slot it is a pending booking with no date yet, as one booked without a date.
 */
export async function placeAcceptedQuote(
  trx: Transaction<Database>,
  booking: LockedBooking,
  slot: Slot | undefined,
  by: BookingEventActorRef,
  now = new Date(),
): Promise<LockedBooking> {
  const at = nowIso();
  if (slot) {
    const availability = await readAvailability(trx);
    const refusal = bookingRefusal(availability, slot.date, slot.window, 0, now, todayInLagos(now));
    if (refusal) throw conflict(refusal.message, { fields: { [refusal.field]: refusal.message } });
    if (!(await takeWindowPlace(trx, slot))) {
      throw conflict(windowFull, { fields: { preferredTime: windowFull } });
    }
    await setBookingSlot(trx, booking.id, { ...slot, crewId: null }, at);
  }
  await setQuoteState(trx, booking.id, "accepted", at);
  await recordBookingEvent(trx, booking.id, "quote-accepted", by, slot ? { to: slot } : {});
  return {
    ...booking,
    preferred_date: slot?.date ?? booking.preferred_date,
    preferred_time: slot?.window ?? booking.preferred_time,
    crew_id: slot ? null : booking.crew_id,
    quote_state: "accepted",
    updated_at: at,
  };
}
