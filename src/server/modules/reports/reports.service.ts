// The owner's report for a period (docs/decisions/033-reports.md): its days' summaries summed in kobo
// (docs/decisions/069-report-day-summaries.md), so no rounding moves a figure, and turned into naira once
// at the end.
import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import { paymentMethods } from "../../../shared/rules/payments.ts";
import { channelLabel } from "../../../shared/rules/payments-online.ts";
import { bookingStatuses, type BookingStatus } from "../../../shared/booking-status.ts";
import { koboToNaira } from "../../../shared/money.ts";
import { datesFrom } from "../../../shared/rules/availability.ts";
import {
  noAreaLabel,
  currentMonth,
  monthPeriod,
  otherCategoryLabel,
  type ReportPeriod,
} from "../../../shared/rules/reports.ts";
import type { Report, ReportQuery } from "../../../shared/schemas/report.ts";
import type { Database } from "../../db/schema.ts";
import { periodFigures, type KeptFigures } from "./report-figures.ts";
import { categoriesOfServices } from "./reports.repository.ts";

/** The period asked for, or this month in Lagos when none was (the query schema has checked the dates). */
export function periodOf(query: ReportQuery, now: Date = new Date()): ReportPeriod {
  return query.from && query.to ? { from: query.from, to: query.to } : monthPeriod(currentMonth(now));
}

/** Biggest amount first; equal amounts by their label, so the order never changes between two calls. */
function biggestFirst<T extends { amount: number }>(label: keyof T & string) {
  return (a: T, b: T) => b.amount - a.amount || String(a[label]).localeCompare(String(b[label]));
}

/** Sums kobo by key, keeping how many rows each key had. */
function tally<K>(entries: Iterable<{ key: K; kobo: number; times: number }>) {
  const totals = new Map<K, { kobo: number; times: number }>();
  for (const { key, kobo, times } of entries) {
    const total = totals.get(key) ?? { kobo: 0, times: 0 };
    totals.set(key, { kobo: total.kobo + kobo, times: total.times + times });
  }
  return totals;
}

/** The report of a period; `kept`, an app's figures of the periods asked for lately (report-figures.ts). */
export async function buildReport(
  db: Kysely<Database>,
  period: ReportPeriod,
  kept?: KeptFigures,
): Promise<Report> {
  const { totals, online, customers, returning } = await periodFigures(db, period, kept);
  const categoryOf = await categoriesOfServices(db, [
    ...new Set([...totals.services.values()].flatMap((line) => line.serviceId ?? [])),
  ]);

  const byStatus = Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;
  for (const [status, count] of totals.statuses) byStatus[status as BookingStatus] += count;
  const { bookedByDay, collectedByDay: collected, byMethod, outstanding } = totals;
  const bookedKobo = [...bookedByDay.values()].reduce((sum, kobo) => sum + kobo, 0);
  const collectedKobo = [...collected.values()].reduce((sum, kobo) => sum + kobo, 0);
  // Each line's category is the one its service is in now (a renamed or moved service shows where it is).
  const services = [...totals.services.values()].map((line) => {
    const category = line.serviceId ? categoryOf.get(line.serviceId) : undefined;
    return {
      name: line.name,
      categoryId: category?.id ?? null,
      categoryName: category?.name ?? null,
      times: line.times,
      amountKobo: line.kobo,
    };
  });

  const byService = tally(
    services.map((row) => ({
      key: `${row.categoryId ?? ""}\u0000${row.name}`,
      kobo: row.amountKobo,
      times: row.times,
    })),
  );
  const categoryName = new Map(services.map((row) => [row.categoryId, row.categoryName]));
  const byCategory = tally(
    services.map((row) => ({ key: row.categoryId, kobo: row.amountKobo, times: row.times })),
  );
  const nameOfCategory = (id: string | null) => (id && categoryName.get(id)) || otherCategoryLabel;

  return {
    from: period.from,
    to: period.to,
    bookings: { total: [...totals.statuses.values()].reduce((sum, count) => sum + count, 0), byStatus },
    collectedByMethod: paymentMethods
      .filter((method) => byMethod.has(method))
      .map((method) => ({ method, amount: koboToNaira(byMethod.get(method) ?? 0) })),
    onlinePayments: online.map((row) => ({
      date: row.paid_on,
      bookingId: formatBookingId(row.booking_key),
      reference: row.reference ?? "",
      channel: channelLabel(row.channel),
      amount: koboToNaira(Number(row.amount_kobo)),
      refund: row.reverses_id !== null,
    })),
    revenue: {
      booked: koboToNaira(bookedKobo),
      collected: koboToNaira(collectedKobo),
      outstanding: koboToNaira(outstanding.kobo),
      outstandingBookings: outstanding.bookings,
    },
    /** Booked revenue by the area the bookings were made for (docs/decisions/048-pricing-by-quantity-and-area.md). */
    byArea: [...totals.areas]
      .map(([area, [bookings, kobo]]) => ({
        area: area || noAreaLabel,
        bookings,
        amount: koboToNaira(kobo),
      }))
      .sort(biggestFirst("area")),
    byDay: datesFrom(period.from, period.to).map((date) => ({
      date,
      booked: koboToNaira(bookedByDay.get(date) ?? 0),
      collected: koboToNaira(collected.get(date) ?? 0),
    })),
    byService: [...byService]
      .map(([key, total]) => {
        const [categoryId, name] = key.split("\u0000") as [string, string];
        return {
          name,
          category: nameOfCategory(categoryId || null),
          times: total.times,
          amount: koboToNaira(total.kobo),
        };
      })
      .sort(biggestFirst("name")),
    byCategory: [...byCategory]
      .map(([id, total]) => ({
        category: nameOfCategory(id),
        times: total.times,
        amount: koboToNaira(total.kobo),
      }))
      .sort(biggestFirst("category")),
    coupons: [...totals.coupons]
      .map(([code, [uses, takenOffKobo]]) => ({ code, uses, takenOff: koboToNaira(takenOffKobo) }))
      .sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code)),
    customers: { new: customers - returning, returning },
  };
}
