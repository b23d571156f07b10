import type { Selectable, Transaction } from "kysely";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { priceBooking } from "../../../shared/rules/pricing.ts";
import { bookingRefusal, type Availability } from "../../../shared/rules/availability.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BookingItemsTable, BookingRow, Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { recordBookingEvent, type BookingEventActorRef } from "../bookings/booking-events.repository.ts";
import { newBookingKey } from "../bookings/booking-key.ts";
import { takeWindowPlace } from "../bookings/booking-slot.service.ts";
import { insertBooking, toBooking } from "../bookings/bookings.repository.ts";
import type { SeriesRow } from "./series.repository.ts";

type Customer = Pick<BookingRow, "customer_name" | "email" | "phone" | "address" | "notes"> &
  Partial<Pick<BookingRow, "whatsapp_off" | "sms_off" | "area" | "travel_fee_kobo">>;
type Item = Pick<Selectable<BookingItemsTable>, "service_id" | "name" | "price_kobo" | "position"> &
  Partial<Pick<Selectable<BookingItemsTable>, "quantity" | "unit">>;

/** What every visit of a series repeats: who is visited and the services, as priced when they booked. */
export type VisitTemplate = { series: SeriesRow; customer: Customer; items: readonly Item[] };

/**
 * Adds visits to a series inside the caller's transaction. Each takes a place in the series' window on its
 * date when the owner's availability has room there; one that finds none (full, closed, too far ahead) is
 * still added, with its date, no window and the `needs_place` flag, for staff to move or skip: a visit is
 * never dropped. Later visits are priced with the series' discount only; a coupon was the first visit's.
 */
export async function addVisits(
  trx: Transaction<Database>,
  availability: Availability,
  { series, customer, items }: VisitTemplate,
  visits: readonly { index: number; date: string }[],
  by: BookingEventActorRef,
  now = new Date(),
): Promise<Booking[]> {
  const today = todayInLagos(now);
  const window = series.time_window as TimeWindow;
  // Each visit keeps the first visit's quantities and travels to the same area, so it pays the same fee.
  const price = priceBooking(
    items.map((item) => ({ priceKobo: Number(item.price_kobo), quantity: Number(item.quantity ?? 1) })),
    series.discount_percent,
    Number(customer.travel_fee_kobo ?? 0),
  );
  const added: Booking[] = [];
  for (const { index, date } of visits) {
    const refused = bookingRefusal(availability, date, window, 0, now, today) !== undefined;
    const placed = !refused && (await takeWindowPlace(trx, { date, window }));
    const createdAt = nowIso();
    const row = {
      id: newId(),
      booking_key: newBookingKey(),
      customer_name: customer.customer_name,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      notes: customer.notes,
      preferred_date: date,
      preferred_time: placed ? window : null,
      subtotal_kobo: price.subtotalKobo,
      discount_percent: series.discount_percent,
      discount_kobo: price.discountKobo,
      total_kobo: price.totalKobo,
      area: customer.area ?? null,
      travel_fee_kobo: price.travelFeeKobo,
      coupon_id: null,
      coupon_code: null,
      status: "pending",
      created_at: createdAt,
      updated_at: createdAt,
      series_id: series.id,
      series_index: index,
      needs_place: placed ? 0 : 1,
      // The customer's choice of channels holds for every visit of the series.
      whatsapp_off: customer.whatsapp_off ?? 0,
      sms_off: customer.sms_off ?? 0,
    };
    const rows = items.map((item) => ({
      id: newId(),
      booking_id: row.id,
      service_id: item.service_id,
      name: item.name,
      price_kobo: Number(item.price_kobo),
      position: Number(item.position),
      quantity: Number(item.quantity ?? 1),
      unit: item.unit ?? "visit",
    }));
    await insertBooking(trx, row, rows);
    await recordBookingEvent(trx, row.id, "created", by, placed ? {} : { needsPlace: true });
    added.push(toBooking(row, rows, 0));
  }
  return added;
}
