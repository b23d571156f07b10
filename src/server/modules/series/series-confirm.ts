import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { noSeries } from "../../../shared/rules/recurring.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import type { AuditActor } from "../audit/audit.repository.ts";
import { setBookingStatus, type Notify } from "../bookings/bookings.service.ts";
import { viewSeries } from "./series-cancel.ts";
import { findSeriesById, listVisitsOf } from "./series.repository.ts";

/**
 * Confirms every pending visit of a series still to come, each through the staff's status change (which
 * takes the booking's lock and records who did it). The customer hears once, about the first visit: one
 * message for the series, never one per visit. A visit changed meanwhile keeps what it now is.
 */
export async function confirmSeries(
  db: Kysely<Database>,
  actor: AuditActor & { first_name?: string; last_name?: string },
  seriesId: string,
  notify: Notify,
  now = new Date(),
): Promise<SeriesSummary> {
  if (!(await findSeriesById(db, seriesId))) throw notFound(noSeries);
  const today = todayInLagos(now);
  const pending = (await listVisitsOf(db, seriesId)).filter(
    (row) => row.status === "pending" && (row.preferred_date ?? today) >= today,
  );
  let told = false;
  for (const row of pending) {
    try {
      await setBookingStatus(db, actor, row.id, "confirmed", told ? undefined : notify);
      told = true;
    } catch (error) {
      // Confirmed, completed or cancelled by someone else meanwhile: the rest are still confirmed.
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    }
  }
  return viewSeries(db, seriesId);
}
