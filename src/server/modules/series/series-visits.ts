import type { Kysely, Selectable } from "kysely";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { koboToNaira, nairaToKobo } from "../../../shared/money.ts";
import { bookingTotal, discountTakenOffKobo } from "../../../shared/pricing.ts";
import { bookingRefusal, windowCapacity, type Availability } from "../../../shared/rules/availability.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BookingItemsTable, BookingRow, Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { takePlace } from "../availability/window-places.repository.ts";
import { recordBookingEvent, type BookingEventActorRef } from "../bookings/booking-events.repository.ts";
import { newBookingKey } from "../bookings/booking-key.ts";
import { insertBooking, toBooking } from "../bookings/bookings.repository.ts";
import type { SeriesRow } from "./series.repository.ts";

type Customer = Pick<BookingRow, "customer_name" | "email" | "phone" | "address" | "notes">;
type Item = Pick<Selectable<BookingItemsTable>, "service_id" | "name" | "price_kobo" | "position">;

/** What every visit of a series repeats: who is visited and the services, as priced when they booked. */
export type VisitTemplate = { series: SeriesRow; customer: Customer; items: readonly Item[] };

/**
 * Adds visits to a series inside the caller's transaction. Each takes a place in the series' window on its
 * date when the owner's availability has room there; one that finds none (full, closed, too far ahead) is
 * still added, with its date, no window and the `needs_place` flag, for staff to move or skip: a visit is
 * never dropped. Later visits are priced with the series' discount only; a coupon was the first visit's.
 */
export async function addVisits(
  trx: Kysely<Database>,
  availability: Availability,
  { series, customer, items }: VisitTemplate,
  visits: readonly { index: number; date: string }[],
  by: BookingEventActorRef,
  now = new Date(),
): Promise<Booking[]> {
  const today = todayInLagos(now);
  const window = series.time_window as TimeWindow;
  const subtotalKobo = items.reduce((sum, item) => sum + Number(item.price_kobo), 0);
  const prices = items.map((item) => koboToNaira(Number(item.price_kobo)));
  const totalKobo = nairaToKobo(bookingTotal(prices, series.discount_percent));
  const added: Booking[] = [];
  for (const { index, date } of visits) {
    const refused = bookingRefusal(availability, date, window, 0, now, today) !== undefined;
    const placed =
      !refused && (await takePlace(trx, date, window, windowCapacity(availability, date, window)));
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
      subtotal_kobo: subtotalKobo,
      discount_percent: series.discount_percent,
      discount_kobo: discountTakenOffKobo(subtotalKobo, totalKobo),
      total_kobo: totalKobo,
      coupon_id: null,
      coupon_code: null,
      status: "pending",
      created_at: createdAt,
      updated_at: createdAt,
      series_id: series.id,
      series_index: index,
      needs_place: placed ? 0 : 1,
    };
    const rows = items.map((item) => ({
      id: newId(),
      booking_id: row.id,
      service_id: item.service_id,
      name: item.name,
      price_kobo: Number(item.price_kobo),
      position: Number(item.position),
    }));
    await insertBooking(trx, row, rows);
    await recordBookingEvent(trx, row.id, "created", by, placed ? {} : { needsPlace: true });
    added.push(toBooking(row, rows, 0));
  }
  return added;
}
