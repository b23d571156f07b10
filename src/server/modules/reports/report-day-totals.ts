// A period's figures as the sum of its days' summaries (docs/decisions/069-report-day-summaries.md), in kobo.
import type { DaySummary } from "./report-day-summary.ts";

const add = <K>(totals: Map<K, number>, key: K, kobo: number) =>
  totals.set(key, (totals.get(key) ?? 0) + kobo);

/** Adds `[count, kobo]` pairs by key, keeping the order keys first came in. */
const addPair = <K>(totals: Map<K, [number, number]>, key: K, count: number, kobo: number) => {
  const total = totals.get(key) ?? [0, 0];
  totals.set(key, [total[0] + count, total[1] + kobo]);
};

export function sumDays(days: Map<string, DaySummary>) {
  const statuses = new Map<string, number>();
  const bookedByDay = new Map<string, number>();
  const collectedByDay = new Map<string, number>();
  const byMethod = new Map<string, number>();
  const areas = new Map<string | null, [number, number]>();
  const services = new Map<string, { name: string; serviceId: string | null; times: number; kobo: number }>();
  const coupons = new Map<string, [number, number]>();
  const customers = new Set<string>();
  const outstanding = { bookings: 0, kobo: 0 };
  for (const [day, summary] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [status, count] of Object.entries(summary.statuses)) add(statuses, status, count);
    if (summary.booked !== 0) add(bookedByDay, day, summary.booked);
    for (const [method, kobo] of Object.entries(summary.methods)) {
      add(byMethod, method, kobo);
      add(collectedByDay, day, kobo);
    }
    for (const [area, count, kobo] of summary.areas) addPair(areas, area, count, kobo);
    outstanding.bookings += summary.owing[0];
    outstanding.kobo += summary.owing[1];
    for (const [name, serviceId, times, kobo] of summary.services) {
      const key = `${serviceId ?? ""}\u0000${name}`;
      const total = services.get(key) ?? { name, serviceId, times: 0, kobo: 0 };
      services.set(key, { ...total, times: total.times + times, kobo: total.kobo + kobo });
    }
    for (const [code, uses, kobo] of summary.coupons) addPair(coupons, code, uses, kobo);
    for (const email of summary.customers) customers.add(email);
  }
  return {
    statuses,
    bookedByDay,
    collectedByDay,
    byMethod,
    areas,
    services,
    coupons,
    customers,
    outstanding,
  };
}
