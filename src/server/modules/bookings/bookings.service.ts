import type { Kysely } from "kysely";
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
import { pastDateMessage } from "../../../shared/rules/booking.ts";
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
import { consumeCouponUse, findCouponByCode, findCouponById } from "../coupons/coupons.repository.ts";
import { isCouponUsedUp, isCouponValid } from "../coupons/coupons.service.ts";
import { newBookingKey } from "./booking-key.ts";
import {
  changeBookingStatus,
  findBookingById,
  findBookingByKey,
  findItemsOf,
  findServicesByIds,
  findServicesByNames,
  insertBooking,
  toBooking,
} from "./bookings.repository.ts";

export const bookingNotFound = "We could not find a booking with that ID.";
export const couponUsedUp = "Coupon has already been used. Please remove it and review your booking.";
export const couponNoLongerValid =
  "This coupon code is no longer valid. Please remove it and review your booking.";
const unknownBooking = "We could not find that booking.";
/** A booking key collision is a 1-in-2^50 event per pair; a few retries make failure practically impossible. */
const keyAttempts = 5;

type CatalogueService = { id: string; name: string; price_kobo: number };

/** Each booked line priced from the catalogue; the client's prices are never trusted (decision 004). */
async function priceServices(db: Kysely<Database>, lines: BookingCreateInput["services"]) {
  const ids = lines.flatMap((line) => (line._id ? [line._id] : []));
  const names = lines.flatMap((line) => (line._id ? [] : [line.name]));
  const [byIdRows, byNameRows] = await Promise.all([
    findServicesByIds(db, ids),
    findServicesByNames(db, names),
  ]);
  const byId = new Map(byIdRows.map((row) => [row.id, row]));

  const priced: CatalogueService[] = [];
  lines.forEach((line, index) => {
    const found = line._id
      ? byId.get(line._id)
      : pickByName(
          byNameRows.filter((row) => row.name === line.name),
          line.price,
        );
    if (!found) {
      const message = `We could not find the service "${line.name}". Please review your booking.`;
      throw badRequest(message, { fields: { [`services.${index}`]: message } });
    }
    if (priced.some((service) => service.id === found.id)) {
      const message = `"${found.name}" is in the booking more than once.`;
      throw badRequest(message, { fields: { [`services.${index}`]: message } });
    }
    priced.push({ ...found, price_kobo: Number(found.price_kobo) });
  });
  return {
    priced,
    clientMismatch: lines.some((line, i) => differs(line.price, koboToNaira(priced[i]!.price_kobo))),
  };
}

/** Names are not unique across categories: prefer the one priced as the customer saw it. */
function pickByName(candidates: CatalogueService[], price: number) {
  return candidates.find((row) => !differs(price, koboToNaira(Number(row.price_kobo)))) ?? candidates[0];
}

function differs(a: number, b: number): boolean {
  return !(Math.abs(a - b) <= 0.01 + 1e-9);
}

async function usableCoupon(db: Kysely<Database>, code: string): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon || !isCouponValid(coupon)) {
    throw conflict(couponNoLongerValid, { fields: { couponCode: couponNoLongerValid } });
  }
  if (isCouponUsedUp(coupon)) throw conflict(couponUsedUp, { fields: { couponCode: couponUsedUp } });
  return coupon;
}

/**
 * Stores a booking priced by the server. The coupon's use is taken in the same transaction as the insert,
 * so a refused booking takes no use and two bookings cannot share the last one.
 */
export async function createBooking(
  db: Kysely<Database>,
  availability: Availability,
  input: BookingCreateInput,
  newKey: () => string = newBookingKey,
): Promise<Booking> {
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
  const discount = coupon ? Number(coupon.discount) : 0;
  const prices = priced.map((service) => koboToNaira(service.price_kobo));
  const total = bookingTotal(prices, discount);
  if (clientMismatch || differs(input.totalPrice, total)) throw conflict(pricesChanged);

  const subtotalKobo = priced.reduce((sum, service) => sum + service.price_kobo, 0);
  const totalKobo = nairaToKobo(total);

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
    };
    const items = priced.map((service, position) => ({
      id: newId(),
      booking_id: row.id,
      service_id: service.id,
      name: service.name,
      price_kobo: service.price_kobo,
      position,
    }));
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
        await insertBooking(trx, row, items);
      });
      return toBooking(row, items);
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

/** An admin's status change, allowed only along `canChangeStatus` (cancelling is a soft cancel). */
export async function setBookingStatus(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  to: BookingStatus,
): Promise<Booking> {
  return db.transaction().execute(async (trx) => {
    const row = await findBookingById(trx, id);
    if (!row) throw notFound(unknownBooking);
    const from = row.status as BookingStatus;
    // Cancelling twice (a double click) changes nothing and is not an error.
    if (from === "cancelled" && to === "cancelled") return toBooking(row, await findItemsOf(trx, id));
    if (!canChangeStatus(from, to)) throw conflict(transitionRefused(from, to));
    const now = nowIso();
    if (!(await changeBookingStatus(trx, id, from, to, now))) {
      throw conflict("This booking was changed meanwhile. Reload and try again.");
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
    return toBooking({ ...row, status: to, updated_at: now }, await findItemsOf(trx, id));
  });
}

function transitionRefused(from: BookingStatus, to: BookingStatus): string {
  if (to === "cancelled") return `A ${from} booking cannot be cancelled.`;
  if (to === "pending") return "A booking cannot be moved back to pending.";
  return `A ${from} booking cannot be marked ${to}.`;
}
