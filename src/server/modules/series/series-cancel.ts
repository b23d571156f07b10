import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { noSeries } from "../../../shared/rules/recurring.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { SeriesSummary } from "../../../shared/schemas/series.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import type { BookingEventActorRef } from "../bookings/booking-events.repository.ts";
import { cancel, lockForChange, type LockedBooking } from "../bookings/booking-slot.service.ts";
import { findItemsOf, toBooking } from "../bookings/bookings.repository.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { endSeries, findSeriesById, listVisitsOf } from "./series.repository.ts";
import { summaryOf } from "./series.service.ts";

const stillToCome = (row: BookingRow, today: string) =>
  (row.status === "pending" || row.status === "confirmed") && (row.preferred_date ?? today) >= today;

/**
 * Ends a series in one transaction: every visit from today on that is pending or confirmed (and that
 * `mayCancel` allows: the customer's link leaves visits past the owner's change limit) is cancelled and
 * gives its place back. Past and completed visits stay as they are, with their payments. Cancelling a
 * cancelled series changes nothing. `notify` gets the first visit cancelled, for one message about them all.
 */
export async function cancelSeries(
  db: Kysely<Database>,
  seriesId: string,
  by: BookingEventActorRef,
  options: { mayCancel?: (row: BookingRow) => boolean; notify?: (first: Booking) => OutgoingMessage[] } = {},
  now = new Date(),
): Promise<SeriesSummary> {
  const { mayCancel = () => true, notify } = options;
  return db.transaction().execute(async (trx) => {
    const series = await findSeriesById(trx, seriesId);
    if (!series) throw notFound(noSeries);
    const at = nowIso();
    const today = todayInLagos(now);
    if (await endSeries(trx, seriesId, at)) {
      // Every visit to cancel is locked before any window is touched: a move of one of them, which locks
      // its booking and then windows, either ends first or waits, and never waits on this in turn.
      const locked: LockedBooking[] = [];
      for (const listed of await listVisitsOf(trx, seriesId)) {
        if (!stillToCome(listed, today)) continue;
        const row = await lockForChange(trx, listed.id);
        // A visit changed meanwhile (confirmed, completed, moved past the limit) is taken as it now is.
        if (row && stillToCome(row, today) && mayCancel(row)) locked.push(row);
      }
      const cancelled: BookingRow[] = [];
      for (const row of locked) cancelled.push(await cancel(trx, row, by, { series: true }));
      const [first] = cancelled;
      if (first && notify)
        await enqueueMessages(trx, notify(toBooking(first, await findItemsOf(trx, first.id))));
    }
    const visits = await listVisitsOf(trx, seriesId);
    const current = (await findSeriesById(trx, seriesId)) ?? series;
    return summaryOf(
      current,
      visits.map((row) => toBooking(row, [])),
    );
  });
}

/** A series and its visits, for the dashboard. */
export async function viewSeries(db: Kysely<Database>, seriesId: string): Promise<SeriesSummary> {
  const series = await findSeriesById(db, seriesId);
  if (!series) throw notFound(noSeries);
  const visits = await listVisitsOf(db, seriesId);
  return summaryOf(
    series,
    visits.map((row) => toBooking(row, [])),
  );
}
