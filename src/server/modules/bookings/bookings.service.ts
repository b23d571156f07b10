import type { Kysely, Transaction } from "kysely";
import { formatBookingId, normalizeBookingId } from "../../../shared/booking-id.ts";
import { canChangeStatus, type BookingStatus, type TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { koboToNaira, nairaToKobo } from "../../../shared/money.ts";
import { bookingTotal, discountTakenOffKobo } from "../../../shared/pricing.ts";
import {
  bookingRefusal,
  windowCapacity,
  windowFull,
  type Availability,
} from "../../../shared/rules/availability.ts";
import {
  bookingChangedMeanwhile,
  bookingNotFoundById,
  pastDateMessage,
} from "../../../shared/rules/booking.ts";
import {
  pricesChanged,
  type Booking,
  type BookingCreateInput,
  type BookingStatusResult,
} from "../../../shared/schemas/booking.ts";
import type { CouponRow, Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import { freePlace, takePlace } from "../availability/window-places.repository.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { consumeCouponUse, findCouponByCode, findCouponById } from "../coupons/coupons.repository.ts";
import { isCouponUsedUp, isCouponValid } from "../coupons/coupons.service.ts";
import { visitDiscount, type RecurringDiscounts } from "../../../shared/rules/recurring.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import { insertSeries } from "../series/series.repository.ts";
import { laterVisitsOf, planSeries, summaryOf } from "../series/series.service.ts";
import { newBookingKey } from "./booking-key.ts";
import { differs, priceServices } from "./booking-pricing.ts";
import { customerActor, recordBookingEvent, staffActor } from "./booking-events.repository.ts";
import { hashManageToken, newManageToken } from "./manage-token.ts";
import {
  changeBookingStatus,
  findBookingById,
  findBookingByKey,
  findItemsOf,
  insertBooking,
  toBooking,
} from "./bookings.repository.ts";

export const bookingNotFound = "We could not find a booking with that ID.";
export const couponUsedUp = "Coupon has already been used. Please remove it and review your booking.";
export const couponNoLongerValid =
  "This coupon code is no longer valid. Please remove it and review your booking.";
/** Before the owner saves Settings' "Regular visits", a booking repeats at no frequency but one time. */
const noRecurring: RecurringDiscounts = { weekly: 0, fortnightly: 0, monthly: 0 };
/** The services the owner books one time only (the catalogue's "One-off only"). */
const oneOffNames = (priced: readonly { name: string; one_off: number }[]) =>
  priced.filter((service) => service.one_off === 1).map((service) => service.name);
/** A booking key collision is a 1-in-2^50 event per pair; a few retries make failure practically impossible. */
const keyAttempts = 5;

async function usableCoupon(db: Kysely<Database>, code: string): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon || !isCouponValid(coupon)) {
    throw conflict(couponNoLongerValid, { fields: { couponCode: couponNoLongerValid } });
  }
  if (isCouponUsedUp(coupon)) throw conflict(couponUsedUp, { fields: { couponCode: couponUsedUp } });
  return coupon;
}

/** The messages a change causes, written to the outbox in the change's own transaction. */
export type Notify = (booking: Booking) => OutgoingMessage[];

/**
 * Runs last in a booking's transaction, once its answer is known (a series' visits included), with that answer
 * (an idempotency key's claim): if it throws, the transaction rolls back and nothing of the booking is stored.
 */
export type BookingClaim = (trx: Transaction<Database>, booking: NewBooking) => Promise<void>;

/** A booking just made, with the secret of its manage link (only its hash is stored) and its series, if it repeats. */
export type NewBooking = Booking & { manageToken: string; series?: SeriesSummary };

export type CreateOptions = {
  /** Makes the booking's key (tests force collisions with it). */
  newKey?: () => string;
  claim?: BookingClaim;
  notify?: (booking: NewBooking) => OutgoingMessage[];
  /** The owner's discount per frequency (Settings); without it no frequency but one time is offered. */
  recurring?: RecurringDiscounts;
};

/**
 * Stores a booking priced by the server. The coupon's use is taken in the same transaction as the insert,
 * so a refused booking takes no use and two bookings cannot share the last one; so are its messages, so a
 * stored booking always has them and a refused one never does.
 */
export async function createBooking(
  db: Kysely<Database>,
  availability: Availability,
  input: BookingCreateInput,
  { newKey = newBookingKey, claim, notify, recurring = noRecurring }: CreateOptions = {},
): Promise<NewBooking> {
  const now = new Date();
  const today = todayInLagos(now);
  const { preferredDate: date, preferredTime: window } = input;
  if (date && date < today) {
    throw badRequest(pastDateMessage, { fields: { preferredDate: pastDateMessage } });
  }
  // Closed, too soon or too far is known before anything is written; whether a place is left is decided
  // with the insert (takePlace).
  const refusal = date ? bookingRefusal(availability, date, window, 0, now, today) : undefined;
  if (refusal) throw conflict(refusal.message, { fields: { [refusal.field]: refusal.message } });
  const place =
    date && window ? { date, window, capacity: windowCapacity(availability, date, window) } : undefined;
  const { priced, clientMismatch } = await priceServices(db, input.services);
  const code = (input.couponCode ?? input.couponApplied ?? "").trim();
  const coupon = code ? await usableCoupon(db, code) : undefined;
  const series = planSeries(input, recurring, oneOffNames(priced), nowIso());
  const discount = visitDiscount(series?.discount_percent ?? 0, coupon ? Number(coupon.discount) : 0, true);
  const prices = priced.map((service) => koboToNaira(service.price_kobo));
  const total = bookingTotal(prices, discount);
  if (clientMismatch || differs(input.totalPrice, total)) throw conflict(pricesChanged);

  const subtotalKobo = priced.reduce((sum, service) => sum + service.price_kobo, 0);
  const totalKobo = nairaToKobo(total);
  // The manage link's secret goes back to the caller once; the table keeps only its hash (decision 031).
  const manageToken = newManageToken();

  for (let attempt = 1; ; attempt++) {
    const createdAt = nowIso();
    const row = {
      id: newId(),
      booking_key: newKey(),
      customer_name: input.customerName,
      email: input.email,
      phone: input.phone,
      address: input.address,
      notes: input.notes,
      preferred_date: input.preferredDate ?? null,
      preferred_time: input.preferredTime ?? null,
      subtotal_kobo: subtotalKobo,
      discount_percent: discount,
      discount_kobo: discountTakenOffKobo(subtotalKobo, totalKobo),
      total_kobo: totalKobo,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      status: "pending" as const,
      created_at: createdAt,
      updated_at: createdAt,
      manage_token_hash: hashManageToken(manageToken),
      series_id: series?.id ?? null,
      series_index: series ? 0 : null,
    };
    const items = priced.map((service, position) => ({
      id: newId(),
      booking_id: row.id,
      service_id: service.id,
      name: service.name,
      price_kobo: service.price_kobo,
      position,
    }));
    // A new booking has no payments yet.
    const first = toBooking(row, items, 0);
    let booking: NewBooking = { ...first, manageToken };
    try {
      await db.transaction().execute(async (trx) => {
        if (coupon && !(await consumeCouponUse(trx, coupon.id, today, createdAt))) {
          // Used up or switched off since it was read: say which, and store nothing.
          const current = await findCouponById(trx, coupon.id);
          if (current && isCouponValid(current, today) && isCouponUsedUp(current))
            throw conflict(couponUsedUp);
          throw conflict(couponNoLongerValid);
        }
        if (place && !(await takePlace(trx, place.date, place.window, place.capacity))) {
          throw conflict(windowFull, { fields: { preferredTime: windowFull } });
        }
        if (series) await insertSeries(trx, series);
        await insertBooking(trx, row, items);
        await recordBookingEvent(trx, row.id, "created", customerActor);
        if (series) {
          const later = await laterVisitsOf(trx, availability, { series, customer: row, items }, now);
          booking = { ...booking, series: summaryOf(series, [first, ...later]) };
        }
        await claim?.(trx, booking);
        if (notify) await enqueueMessages(trx, notify(booking));
      });
      return booking;
    } catch (error) {
      if (attempt < keyAttempts && isUniqueViolation(error, "booking_key")) continue;
      throw error;
    }
  }
}

/** What a customer learns from a booking ID: the status and their first name only. */
export async function lookUpStatus(db: Kysely<Database>, typed: string): Promise<BookingStatusResult> {
  const key = normalizeBookingId(typed);
  const row = key ? await findBookingByKey(db, key) : undefined;
  if (!row) throw notFound(bookingNotFound);
  return { status: row.status as BookingStatus, name: row.customer_name.trim().split(/\s+/)[0] ?? "" };
}

/**
 * An admin's status change, allowed only along `canChangeStatus` (cancelling is a soft cancel). Its
 * messages to the customer are written with it.
 */
export async function setBookingStatus(
  db: Kysely<Database>,
  actor: AuditActor & { first_name?: string; last_name?: string },
  id: string,
  to: BookingStatus,
  notify?: Notify,
): Promise<Booking> {
  return db.transaction().execute(async (trx) => {
    const row = await findBookingById(trx, id);
    if (!row) throw notFound(bookingNotFoundById);
    const from = row.status as BookingStatus;
    // Cancelling twice (a double click) changes nothing and is not an error.
    if (from === "cancelled" && to === "cancelled") return toBooking(row, await findItemsOf(trx, id));
    if (!canChangeStatus(from, to)) throw conflict(transitionRefused(from, to));
    const now = nowIso();
    if (!(await changeBookingStatus(trx, id, from, to, now))) {
      throw conflict(bookingChangedMeanwhile);
    }
    if (to === "cancelled" && row.preferred_date && row.preferred_time) {
      await freePlace(trx, row.preferred_date, row.preferred_time as TimeWindow);
    }
    await recordAudit(trx, actor, {
      action: to === "cancelled" ? "cancel" : "status",
      entity: "booking",
      entityId: id,
      details: { bookingId: formatBookingId(row.booking_key), customer: row.customer_name, from, to },
    });
    await recordBookingEvent(trx, id, to, staffActor(actor));
    const changed = toBooking({ ...row, status: to, updated_at: now }, await findItemsOf(trx, id));
    if (notify) await enqueueMessages(trx, notify(changed));
    return changed;
  });
}

function transitionRefused(from: BookingStatus, to: BookingStatus): string {
  if (to === "cancelled") return `A ${from} booking cannot be cancelled.`;
  if (to === "pending") return "A booking cannot be moved back to pending.";
  return `A ${from} booking cannot be marked ${to}.`;
}
