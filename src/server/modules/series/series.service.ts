import type { Transaction } from "kysely";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, type Availability } from "../../../shared/rules/availability.ts";
import {
  frequencyDiscount,
  frequencyNotOffered,
  oneOffOnly,
  regularVisitNeedsDate,
  seriesHorizonDays,
  visitsUntil,
  type RecurringDiscounts,
  type RepeatingFrequency,
} from "../../../shared/rules/recurring.ts";
import type { Booking, BookingCreateInput } from "../../../shared/schemas/booking.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { addVisits, type VisitTemplate } from "./series-visits.ts";
import type { SeriesRow } from "./series.repository.ts";

/** The last date a series keeps booked at `now`: the visits of the next eight weeks. */
export function seriesHorizon(now: Date): string {
  return addDays(todayInLagos(now), seriesHorizonDays);
}

/**
 * Checks a repeating booking before anything is written and makes its series row; undefined for one time.
 * Refused with 400: no date or window for the first visit, a frequency the owner does not offer (its
 * discount is 0), or a service the owner books one time only.
 */
export function planSeries(
  input: BookingCreateInput,
  discounts: RecurringDiscounts,
  oneOffServices: readonly string[],
  createdAt: string,
): SeriesRow | undefined {
  const frequency = input.frequency ?? "once";
  if (frequency === "once") return undefined;
  if (!input.preferredDate || !input.preferredTime) {
    const field = input.preferredDate ? "preferredTime" : "preferredDate";
    throw badRequest(regularVisitNeedsDate, { fields: { [field]: regularVisitNeedsDate } });
  }
  const percent = frequencyDiscount(discounts, frequency);
  if (percent <= 0) throw badRequest(frequencyNotOffered, { fields: { frequency: frequencyNotOffered } });
  const [oneOff] = oneOffServices;
  if (oneOff) throw badRequest(oneOffOnly(oneOff), { fields: { frequency: oneOffOnly(oneOff) } });
  return {
    id: newId(),
    frequency,
    first_date: input.preferredDate,
    time_window: input.preferredTime,
    discount_percent: percent,
    status: "active",
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** The visits after the first, through the horizon: added in the first visit's transaction. */
export function laterVisitsOf(
  trx: Transaction<Database>,
  availability: Availability,
  template: VisitTemplate,
  now: Date,
): Promise<Booking[]> {
  const { series } = template;
  const visits = visitsUntil(
    series.first_date,
    series.frequency as RepeatingFrequency,
    1,
    seriesHorizon(now),
  );
  return addVisits(trx, availability, template, visits, { actor: "system" }, now);
}

/** A series and its visits as answers carry them. */
export function summaryOf(series: SeriesRow, visits: readonly Booking[]): SeriesSummary {
  return {
    id: series.id,
    frequency: series.frequency as RepeatingFrequency,
    discountPercent: Number(series.discount_percent),
    status: series.status as SeriesSummary["status"],
    visits: visits.map((visit) => ({
      _id: visit._id,
      bookingId: visit.bookingId,
      date: visit.preferredDate ?? series.first_date,
      window: visit.preferredTime ?? (series.time_window as TimeWindow),
      needsPlace: visit.needsPlace ?? false,
      status: visit.status,
    })),
  };
}
