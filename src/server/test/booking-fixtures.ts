// Catalogue rows and payloads for the booking, coupon and mail tests. The catalogue is written straight to
// the tables so these tests depend only on the schema, not on the catalogue module.
import type { Kysely } from "kysely";
import { todayInLagos } from "../../shared/lagos-date.ts";
import { bookingTotal } from "../../shared/pricing.ts";
import type { BookingCreateInput } from "../../shared/schemas/booking.ts";
import type { Database } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";
import { couponKey } from "../modules/coupons/coupons.repository.ts";
import { addDays } from "../../shared/rules/availability.ts";

export type SeededService = { _id: string; name: string; price: number };

export async function seedCatalogue(db: Kysely<Database>): Promise<SeededService[]> {
  const now = new Date().toISOString();
  const categoryId = newId();
  await db
    .insertInto("categories")
    .values({
      id: categoryId,
      name: `Home ${categoryId.slice(0, 6)}`,
      name_key: `home ${categoryId.slice(0, 6)}`,
      slug: `home-${categoryId.slice(0, 6)}`,
      description: "Homes",
      images: "[]",
      created_at: now,
      updated_at: now,
    })
    .execute();
  const services: SeededService[] = [
    { _id: newId(), name: "Deep Home Cleaning", price: 45000 },
    { _id: newId(), name: "Sofa Shampoo", price: 12500.5 },
    { _id: newId(), name: "Window Washing", price: 999.99 },
  ];
  for (const service of services) {
    await db
      .insertInto("services")
      .values({
        id: service._id,
        name: service.name,
        description: "Test",
        price_kobo: Math.round(service.price * 100),
        category_id: categoryId,
        images: "[]",
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return services;
}

export async function seedCoupon(
  db: Kysely<Database>,
  values: {
    code: string;
    discount?: number;
    active?: boolean;
    expirationDate?: string;
    usageLimit?: number | null;
    useCount?: number;
  },
): Promise<string> {
  const now = new Date().toISOString();
  const id = newId();
  await db
    .insertInto("coupons")
    .values({
      id,
      code: values.code,
      code_key: couponKey(values.code),
      discount: values.discount ?? 10,
      description: "",
      active: values.active === false ? 0 : 1,
      expiration_date: values.expirationDate ?? "2099-12-31",
      usage_limit: values.usageLimit ?? null,
      use_count: values.useCount ?? 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * A day at least `days` ahead on which a new site takes bookings: its opening hours close on Sundays,
 * so a Sunday gives way to the Monday after it.
 */
export function openDayAhead(days: number): string {
  const date = addDays(todayInLagos(), days);
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
}

/** A valid booking of the given services, totalled as the dialog totals it. */
export function bookingPayload(
  services: readonly SeededService[],
  overrides: Partial<BookingCreateInput> & { discount?: number } = {},
): BookingCreateInput {
  const { discount = 0, ...rest } = overrides;
  return {
    customerName: "Chiamaka Obi",
    email: "chiamaka@example.ng",
    phone: "+234 803 123 4567",
    address: "12 Admiralty Way, Lekki Phase 1, Lagos",
    notes: "Please bring a ladder.",
    services: services.map(({ _id, name, price }) => ({ _id, name, price })),
    totalPrice: bookingTotal(
      services.map((service) => service.price),
      discount,
    ),
    couponCode: null,
    couponDiscount: `${discount}%`,
    couponApplied: null,
    // Tomorrow, as this morning may already be too soon to book; Monday when tomorrow is a Sunday.
    preferredDate: openDayAhead(1),
    preferredTime: "morning",
    ...rest,
  };
}

export async function countBookings(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
