import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Availability } from "../../../shared/rules/availability.ts";
import { visitsUntil, type RepeatingFrequency } from "../../../shared/rules/recurring.ts";
import type { Database } from "../../db/schema.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { findItemsOf } from "../bookings/bookings.repository.ts";
import { addVisits } from "./series-visits.ts";
import {
  findSeriesById,
  lastVisitIndex,
  lastVisitIndexesOfActiveSeries,
  listActiveSeries,
  type SeriesRow,
} from "./series.repository.ts";
import { seriesHorizon } from "./series.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    series: {
      /** Adds the visits that have come within the horizon at `now`; resolves to how many. */
      runOnce(now?: Date): Promise<number>;
    };
  }
}

const everyHour = 60 * 60_000;

/** One series topped up in a transaction of its own: its visits from the last one on, through the horizon. */
async function topUpOne(
  db: Kysely<Database>,
  availability: Availability,
  { id }: SeriesRow,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Read again inside the transaction: a series cancelled meanwhile gets no more visits.
    const series = await findSeriesById(trx, id);
    if (series?.status !== "active") return 0;
    const frequency = series.frequency as RepeatingFrequency;
    const due = visitsUntil(
      series.first_date,
      frequency,
      (await lastVisitIndex(trx, id)) + 1,
      seriesHorizon(now),
    );
    if (due.length === 0) return 0;
    const first = await trx
      .selectFrom("bookings")
      .selectAll()
      .where("series_id", "=", id)
      .where("series_index", "=", 0)
      .executeTakeFirst();
    if (!first) return 0;
    const template = { series, customer: first, items: await findItemsOf(trx, first.id) };
    return (await addVisits(trx, availability, template, due, { actor: "system" }, now)).length;
  });
}

/**
 * Keeps every active series booked eight weeks ahead as time passes. Which series have a visit due is
 * read once for all of them; only those open a transaction (most hours, none does).
 */
export async function topUpSeries(db: Kysely<Database>, availability: Availability, now = new Date()) {
  const lastVisits = await lastVisitIndexesOfActiveSeries(db);
  const horizon = seriesHorizon(now);
  const due = (series: SeriesRow) =>
    visitsUntil(
      series.first_date,
      series.frequency as RepeatingFrequency,
      (lastVisits.get(series.id) ?? -1) + 1,
      horizon,
    ).length > 0;
  let added = 0;
  for (const series of (await listActiveSeries(db)).filter(due)) {
    try {
      added += await topUpOne(db, availability, series, now);
    } catch (error) {
      // Another instance added the same visit first (the unique visit number): it is there, once.
      // SQLite names the column, PostgreSQL the index.
      if (!isUniqueViolation(error, "series_index") && !isUniqueViolation(error, "series_visit")) throw error;
    }
  }
  return added;
}

/** Every instance looks each hour; the visit numbers' unique index keeps each visit to one booking. */
export const seriesTopUp = fp(async (app: FastifyInstance) => {
  async function runOnce(now = new Date()): Promise<number> {
    const { availability } = await app.catalogue.settings();
    return topUpSeries(app.db, availability, now);
  }
  app.decorate("series", { runOnce });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const look = () =>
      void runOnce().catch((error: unknown) => app.log.error({ err: error }, "series top-up failed"));
    timer = setInterval(look, everyHour);
    timer.unref();
    look();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
