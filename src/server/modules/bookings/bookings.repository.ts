import type { Kysely, Selectable } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import type { BookingStatus, TimeWindow } from "../../../shared/booking-status.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { koboToNaira } from "../../../shared/money.ts";
import type { BookingItemsTable, BookingRow, Database } from "../../db/schema.ts";

type ItemRow = Selectable<BookingItemsTable>;
/** A booking as read, or as just made: a new booking has no crew yet. */
type BookingFields = Omit<
  BookingRow,
  "crew_id" | "manage_token_hash" | "series_id" | "series_index" | "needs_place"
> & {
  crew_id?: string | null;
  manage_token_hash?: string | null;
  series_id?: string | null;
  series_index?: number | null;
  needs_place?: number;
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
      .map((item) => ({ name: item.name, price: koboToNaira(Number(item.price_kobo)) })),
    subtotal: koboToNaira(Number(row.subtotal_kobo)),
    couponCode: row.coupon_code,
    discount: Number(row.discount_percent),
    discountAmount: koboToNaira(Number(row.discount_kobo)),
    totalPrice: koboToNaira(Number(row.total_kobo)),
    status: row.status as BookingStatus,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time as TimeWindow | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    crewId: row.crew_id ?? null,
    seriesId: row.series_id ?? null,
    needsPlace: Number(row.needs_place ?? 0) === 1,
    ...money,
  };
}

/** Catalogue services as a booking prices them. */
export function findServicesByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("services")
    .select(["id", "name", "price_kobo", "one_off"])
    .where("id", "in", ids)
    .execute();
}

export function findServicesByNames(db: Kysely<Database>, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("services")
    .select(["id", "name", "price_kobo", "one_off"])
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
