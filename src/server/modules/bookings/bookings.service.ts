import type { Kysely, Transaction } from "kysely";
import { formatBookingId, normalizeBookingId } from "../../../shared/booking-id.ts";
import { canChangeStatus, type BookingStatus, type TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { koboToNaira, nairaToKobo } from "../../../shared/money.ts";
import { areaNotServed, priceBooking, travelFeeOf, type AreaFee } from "../../../shared/rules/pricing.ts";
import { bookingRefusal, windowFull, type Availability } from "../../../shared/rules/availability.ts";
import { bookingNotFoundById, pastDateMessage } from "../../../shared/rules/booking.ts";
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
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { consumeCouponUse, findCouponByCode, findCouponById } from "../coupons/coupons.repository.ts";
import { isCouponUsedUp, isCouponValid } from "../coupons/coupons.service.ts";
import { visitDiscount } from "../../../shared/rules/discount-combination.ts";
import type { RecurringDiscounts } from "../../../shared/rules/recurring.ts";
import { statusMeanings } from "../../../shared/rules/status-check.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import { insertSeries } from "../series/series.repository.ts";
import { laterVisitsOf, planSeries, summaryOf } from "../series/series.service.ts";
import { newBookingKey } from "./booking-key.ts";
import { afterInspection, differs, priceServices, type PricedService } from "./booking-pricing.ts";
import { customerActor, recordBookingEvent, staffActor } from "./booking-events.repository.ts";
import { hashManageToken, newManageToken } from "./manage-token.ts";
import { changeStatus, lockForChange, takeWindowPlace } from "./booking-slot.service.ts";
import { findBookingByKey, findItemsOf, insertBooking, toBooking } from "./bookings.repository.ts";

export const bookingNotFound = "We could not find a booking with that ID.";
export const couponUsedUp = "Coupon has already been used. Please remove it and review your booking.";
export const couponNoLongerValid =
  "This coupon code is no longer valid. Please remove it and review your booking.";
/** Before the owner saves Settings' "Regular visits", a booking repeats at no frequency but one time. */
const noRecurring: RecurringDiscounts = { weekly: 0, fortnightly: 0, monthly: 0 };
/** The services the owner books one time only (the catalogue's "One-off only"). */
const oneOffNames = (priced: readonly PricedService[]) =>
  priced
    .filter((service) => service.one_off === 1 || afterInspection(service))
    .map((service) => service.name);
const noAreas = { served: [], fees: [] };

/** The booking's area: one of the owner's (else 400), or none when the customer gave none. */
function servedArea(given: string | undefined, areas: NonNullable<CreateOptions["areas"]>) {
  const area = given?.trim();
  if (!area) return undefined;
  if (!areas.served.includes(area)) throw badRequest(areaNotServed, { fields: { area: areaNotServed } });
  return area;
}

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
  /** The owner's areas served and their travel fees (Settings); a booking's area must be one of them. */
  areas?: { served: readonly string[]; fees: readonly AreaFee[] };
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
  { newKey = newBookingKey, claim, notify, recurring = noRecurring, areas = noAreas }: CreateOptions = {},
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
  const { priced, clientMismatch } = await priceServices(db, input.services);
  // A service priced after inspection makes the booking a quote (docs/decisions/063): it holds no place
  // until the customer accepts staff's price, and keeps the date and window they would like meanwhile.
  const quote = priced.some(afterInspection);
  const place = date && window && !quote ? { date, window } : undefined;
  const area = servedArea(input.area, areas);
  const code = (input.couponCode ?? input.couponApplied ?? "").trim();
  const coupon = code ? await usableCoupon(db, code) : undefined;
  const series = planSeries(input, recurring, oneOffNames(priced), nowIso());
  const discount = visitDiscount(series?.discount_percent ?? 0, coupon ? Number(coupon.discount) : 0, true);
  // The one computation of what is charged: lines, discount on the services, then the travel fee.
  const price = priceBooking(
    priced.map((service) => ({ priceKobo: service.price_kobo, quantity: service.quantity })),
    discount,
    area ? nairaToKobo(travelFeeOf(area, areas.fees)) : 0,
  );
  // A quote's total is staff's to give and the customer's to accept later: the client's is not checked.
  if (clientMismatch || (!quote && differs(input.totalPrice, koboToNaira(price.totalKobo))))
    throw conflict(pricesChanged);

  const { subtotalKobo, totalKobo } = price;
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
      preferred_date: quote ? null : (input.preferredDate ?? null),
      preferred_time: quote ? null : (input.preferredTime ?? null),
      quote_state: quote ? "requested" : null,
      quote_date: quote ? (input.preferredDate ?? null) : null,
      quote_window: quote ? (input.preferredTime ?? null) : null,
      subtotal_kobo: subtotalKobo,
      discount_percent: discount,
      discount_kobo: price.discountKobo,
      total_kobo: totalKobo,
      area: area ?? null,
      travel_fee_kobo: price.travelFeeKobo,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      status: "pending" as const,
      whatsapp_off: input.whatsappOff ? 1 : 0,
      sms_off: input.smsOff ? 1 : 0,
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
      quantity: service.quantity,
      unit: service.unit,
      after_inspection: afterInspection(service) ? 1 : 0,
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
        if (place && !(await takeWindowPlace(trx, place))) {
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
  const status = row.status as BookingStatus;
  const items = await findItemsOf(db, row.id);
  return {
    status,
    name: row.customer_name.trim().split(/\s+/)[0] ?? "",
    preferredDate: row.preferred_date,
    preferredTime: (row.preferred_time as TimeWindow | null) ?? null,
    services: items.map((item) => item.name),
    statusMeaning: statusMeanings[status],
  };
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
    const row = await lockForChange(trx, id);
    if (!row) throw notFound(bookingNotFoundById);
    const from = row.status as BookingStatus;
    // Cancelling twice (a double click) changes nothing and is not an error.
    if (from === "cancelled" && to === "cancelled") return toBooking(row, await findItemsOf(trx, id));
    if (!canChangeStatus(from, to)) throw conflict(transitionRefused(from, to));
    const changed = await changeStatus(trx, row, to, staffActor(actor));
    await recordAudit(trx, actor, {
      action: to === "cancelled" ? "cancel" : "status",
      entity: "booking",
      entityId: id,
      details: { bookingId: formatBookingId(row.booking_key), customer: row.customer_name, from, to },
    });
    const booking = toBooking(changed, await findItemsOf(trx, id));
    if (notify) await enqueueMessages(trx, notify(booking));
    return booking;
  });
}

function transitionRefused(from: BookingStatus, to: BookingStatus): string {
  if (to === "cancelled") return `A ${from} booking cannot be cancelled.`;
  if (to === "pending") return "A booking cannot be moved back to pending.";
  return `A ${from} booking cannot be marked ${to}.`;
}
