// A report's figures worked out again from the stored rows, one row at a time, with none of the report
// module's code: what the reports tests compare the API's answer with.
import type { Kysely } from "kysely";
import { todayInLagos } from "../../shared/lagos-date.ts";
import { otherCategoryLabel } from "../../shared/rules/reports.ts";
import type { Database } from "../db/schema.ts";

type Period = { from: string; to: string };

const add = (totals: Map<string, number>, key: string, kobo: number) =>
  totals.set(key, (totals.get(key) ?? 0) + kobo);
const naira = (kobo: number) => kobo / 100;

export async function reportSums(db: Kysely<Database>, period: Period) {
  const bookings = await db.selectFrom("bookings").selectAll().execute();
  const items = await db.selectFrom("booking_items").selectAll().execute();
  const payments = await db.selectFrom("payments").selectAll().execute();
  const services = await db.selectFrom("services").selectAll().execute();
  const categories = await db.selectFrom("categories").selectAll().execute();

  const dayOf = (booking: (typeof bookings)[number]) =>
    booking.preferred_date ?? todayInLagos(new Date(booking.created_at));
  const within = (day: string) => day >= period.from && day <= period.to;
  const inPeriod = bookings.filter((booking) => within(dayOf(booking)));
  const standing = inPeriod.filter((booking) => booking.status !== "cancelled");
  const standingIds = new Set(standing.map((booking) => booking.id));

  const byStatus: Record<string, number> = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const booking of inPeriod) byStatus[booking.status]! += 1;

  const bookedKobo = standing.reduce((sum, booking) => sum + Number(booking.total_kobo), 0);
  const collectedPayments = payments.filter((payment) => within(payment.paid_on));
  const collectedKobo = collectedPayments.reduce((sum, payment) => sum + Number(payment.amount_kobo), 0);

  let outstandingKobo = 0;
  let outstandingBookings = 0;
  for (const booking of standing) {
    const paid = payments
      .filter((payment) => payment.booking_id === booking.id)
      .reduce((sum, payment) => sum + Number(payment.amount_kobo), 0);
    const owed = Number(booking.total_kobo) - paid;
    if (owed > 0) {
      outstandingKobo += owed;
      outstandingBookings += 1;
    }
  }

  const byService = new Map<string, number>();
  const byCategory = new Map<string, number>();
  for (const item of items.filter((row) => standingIds.has(row.booking_id))) {
    const service = services.find((row) => row.id === item.service_id);
    const category = categories.find((row) => row.id === service?.category_id)?.name ?? otherCategoryLabel;
    add(byService, `${item.name} / ${category}`, Number(item.price_kobo));
    add(byCategory, category, Number(item.price_kobo));
  }

  const coupons = new Map<string, number>();
  const couponUses = new Map<string, number>();
  for (const booking of standing.filter((row) => row.coupon_code)) {
    add(coupons, booking.coupon_code!, Number(booking.discount_kobo));
    add(couponUses, booking.coupon_code!, 1);
  }

  const customers = new Set(standing.map((booking) => booking.email.toLowerCase()));
  const returning = [...customers].filter((customer) =>
    bookings.some(
      (booking) =>
        booking.status !== "cancelled" &&
        booking.email.toLowerCase() === customer &&
        dayOf(booking) < period.from,
    ),
  );

  return {
    byStatus,
    total: inPeriod.length,
    booked: naira(bookedKobo),
    collected: naira(collectedKobo),
    outstanding: naira(outstandingKobo),
    outstandingBookings,
    byService: Object.fromEntries([...byService].map(([key, kobo]) => [key, naira(kobo)])),
    byCategory: Object.fromEntries([...byCategory].map(([key, kobo]) => [key, naira(kobo)])),
    coupons: Object.fromEntries(
      [...coupons].map(([code, kobo]) => [code, { uses: couponUses.get(code)!, takenOff: naira(kobo) }]),
    ),
    customers: { new: customers.size - returning.length, returning: returning.length },
    /** The days of the period with money booked or collected, in naira. */
    bookedOn: (day: string) =>
      naira(
        standing
          .filter((booking) => dayOf(booking) === day)
          .reduce((sum, booking) => sum + Number(booking.total_kobo), 0),
      ),
    collectedOn: (day: string) =>
      naira(
        collectedPayments
          .filter((payment) => payment.paid_on === day)
          .reduce((sum, payment) => sum + Number(payment.amount_kobo), 0),
      ),
  };
}
