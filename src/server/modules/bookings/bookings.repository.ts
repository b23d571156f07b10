import type { Kysely, Selectable } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import type { BookingStatus, TimeWindow } from "../../../shared/booking-status.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BookingQuote } from "../../../shared/schemas/quote.ts";
import type { QuoteState } from "../../../shared/rules/quotes.ts";
import { koboToNaira } from "../../../shared/money.ts";
import { showsQuantity } from "../../../shared/rules/pricing.ts";
import type { BookingItemsTable, BookingRow, Database } from "../../db/schema.ts";

/** A booked line as read, or as just made (a line made before quantities is one visit). */
type ItemRow = Omit<Selectable<BookingItemsTable>, "quantity" | "unit" | "after_inspection"> & {
  quantity?: number;
  unit?: string;
  after_inspection?: number;
};
/** A booking as read, or as just made: a new booking has no crew yet. */
type BookingFields = Omit<
  BookingRow,
  | "crew_id"
  | "manage_token_hash"
  | "series_id"
  | "series_index"
  | "needs_place"
  | "whatsapp_off"
  | "sms_off"
  | "area"
  | "travel_fee_kobo"
  | "quote_state"
  | "quote_expires_at"
  | "quote_date"
  | "quote_window"
  | "quote_token_hash"
> & {
  quote_state?: string | null;
  quote_expires_at?: string | null;
  quote_date?: string | null;
  quote_window?: string | null;
  quote_token_hash?: string | null;
  area?: string | null;
  travel_fee_kobo?: number;
  crew_id?: string | null;
  manage_token_hash?: string | null;
  series_id?: string | null;
  series_index?: number | null;
  needs_place?: number;
  whatsapp_off?: number;
  sms_off?: number;
};

/** `paidKobo`, where the caller knows it, adds what has been paid and the balance (decision 032). */
export function toBooking(row: BookingFields, items: readonly ItemRow[], paidKobo?: number): Booking {
  const money =
    paidKobo === undefined
      ? {}
      : { paid: koboToNaira(paidKobo), balance: koboToNaira(Number(row.total_kobo) - paidKobo) };
  return {
    _id: row.id,
    bookingId: formatBookingId(row.booking_key),
    customerName: row.customer_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    services: [...items]
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((item) => ({
        name: item.name,
        price: koboToNaira(Number(item.price_kobo)),
        // Left out for a visit booked once, as every booked service was before quantities.
        ...(showsQuantity({
          name: item.name,
          quantity: Number(item.quantity ?? 1),
          unit: item.unit ?? "visit",
        })
          ? { quantity: Number(item.quantity), unit: item.unit }
          : {}),
        ...(Number(item.after_inspection ?? 0) === 1 ? { afterInspection: true } : {}),
      })),
    subtotal: koboToNaira(Number(row.subtotal_kobo)),
    couponCode: row.coupon_code,
    discount: Number(row.discount_percent),
    discountAmount: koboToNaira(Number(row.discount_kobo)),
    totalPrice: koboToNaira(Number(row.total_kobo)),
    area: row.area ?? null,
    travelFee: koboToNaira(Number(row.travel_fee_kobo ?? 0)),
    status: row.status as BookingStatus,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time as TimeWindow | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    crewId: row.crew_id ?? null,
    seriesId: row.series_id ?? null,
    needsPlace: Number(row.needs_place ?? 0) === 1,
    quote: quoteOf(row),
    ...money,
  };
}

/** The quote a booking is, or null (docs/decisions/063-quotes-after-inspection.md). */
export function quoteOf(row: BookingFields): BookingQuote | null {
  if (!row.quote_state) return null;
  return {
    state: row.quote_state as QuoteState,
    expiresAt: row.quote_expires_at ?? null,
    preferredDate: row.quote_date ?? row.preferred_date,
    preferredTime: ((row.quote_window ?? row.preferred_time) as TimeWindow | null) ?? null,
  };
}

/** What of a catalogue service a booking is priced from. */
const pricedServiceColumns = [
  "id",
  "name",
  "price_kobo",
  "one_off",
  "unit",
  "min_quantity",
  "max_quantity",
  "price_after_inspection",
] as const;

/** Catalogue services as a booking prices them. */
export function findServicesByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("services").select(pricedServiceColumns).where("id", "in", ids).execute();
}

export function findServicesByNames(db: Kysely<Database>, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("services")
    .select(pricedServiceColumns)
    .where("name", "in", names)
    .orderBy("created_at")
    .execute();
}

export async function insertBooking(
  db: Kysely<Database>,
  booking: BookingFields,
  items: readonly ItemRow[],
): Promise<void> {
  await db.insertInto("bookings").values(booking).execute();
  await db
    .insertInto("booking_items")
    .values([...items])
    .execute();
}

export function findBookingByKey(db: Kysely<Database>, key: string) {
  return db.selectFrom("bookings").selectAll().where("booking_key", "=", key).executeTakeFirst();
}

export function findBookingById(db: Kysely<Database>, id: string) {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findItemsOf(db: Kysely<Database>, bookingId: string) {
  return db.selectFrom("booking_items").selectAll().where("booking_id", "=", bookingId).execute();
}

/** The items of several bookings in one query, by booking id (a booking without items maps to none). */
export async function findItemsOfMany(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, ItemRow[]>> {
  const byBooking = new Map<string, ItemRow[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const items = await db
    .selectFrom("booking_items")
    .selectAll()
    .where("booking_id", "in", bookingIds)
    .execute();
  for (const item of items) byBooking.get(item.booking_id)?.push(item);
  return byBooking;
}

/** Moves a booking from one status to another; false when it was no longer in `from` (a concurrent change). */
export async function changeBookingStatus(
  db: Kysely<Database>,
  id: string,
  from: BookingStatus,
  to: BookingStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ status: to, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the booking's row lock before anything is read (a write that changes nothing, as
 * lockActiveOwners does), so two changes of one booking run one after the other. False when there is no
 * such booking. Changes of a booking's slot or status take it through booking-slot.service.ts.
 */
export async function lockBooking(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set((eb) => ({ crew_id: eb.ref("crew_id") }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a booking in a date and window, with a crew or none; a visit that was waiting for a place now has one. */
export async function setBookingSlot(
  db: Kysely<Database>,
  id: string,
  slot: { date: string; window: TimeWindow; crewId: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable("bookings")
    .set({
      preferred_date: slot.date,
      preferred_time: slot.window,
      crew_id: slot.crewId,
      needs_place: 0,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
}

/** Moves a quote to another state (docs/decisions/063); its expiry, when given, with it. */
export async function setQuoteState(
  db: Kysely<Database>,
  id: string,
  state: QuoteState,
  now: string,
  expiresAt?: string | null,
): Promise<void> {
  await db
    .updateTable("bookings")
    .set({
      quote_state: state,
      updated_at: now,
      ...(expiresAt !== undefined ? { quote_expires_at: expiresAt } : {}),
    })
    .where("id", "=", id)
    .execute();
}
