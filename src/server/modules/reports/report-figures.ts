// A period's figures before they are named and turned into naira (docs/decisions/069-report-day-summaries.md):
// its days' summaries summed, how many of its customers had booked before it, and its online payments. An
// app keeps those of the periods asked for lately, and answers them again while no day up to the period's
// end has changed: the same report opened twice, or by two owners, is worked out once.
import type { Kysely } from "kysely";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import type { Database } from "../../db/schema.ts";
import { onlinePaymentsIn } from "./payments-by-method.repository.ts";
import { sumDays } from "./report-day-totals.ts";
import { versionsUpTo } from "./report-days.repository.ts";
import { daySummaries } from "./report-days.ts";
import { returningCustomers } from "./reports.repository.ts";

async function computeFigures(db: Kysely<Database>, period: ReportPeriod) {
  const [{ days }, online] = await Promise.all([daySummaries(db, period), onlinePaymentsIn(db, period)]);
  const { customers, ...totals } = sumDays(days);
  const returning = await returningCustomers(db, [...customers], period);
  return { totals, online, customers: customers.size, returning };
}

export type PeriodFigures = Awaited<ReturnType<typeof computeFigures>>;

/**
 * The figures an app keeps, by period, with the versions of the days they were worked out at; kept while
 * still being worked out, so that owners asking at once for a period not yet known share one computation
 * rather than each holding a year's summaries in memory.
 */
export type KeptFigures = Map<string, { versions: string; figures: Promise<PeriodFigures> }>;

const periodsKept = 12;

export async function periodFigures(
  db: Kysely<Database>,
  period: ReportPeriod,
  kept?: KeptFigures,
): Promise<PeriodFigures> {
  if (!kept) return computeFigures(db, period);
  // Every day up to the period's end, not only the period's own: whether a customer had booked before
  // depends on the days before it. Read before the figures: a change committed in between leaves older
  // versions beside newer figures, which costs one more computation, never a stale answer.
  const versions = await versionsUpTo(db, period.to);
  const key = `${period.from}/${period.to}`;
  const known = kept.get(key);
  if (known?.versions === versions) return known.figures;
  const figures = computeFigures(db, period);
  // Last asked for last: the period asked for longest ago is the one let go.
  kept.delete(key);
  kept.set(key, { versions, figures });
  for (const oldest of kept.keys()) {
    if (kept.size <= periodsKept) break;
    kept.delete(oldest);
  }
  // A computation that failed is not kept: the next request tries again.
  figures.catch(() => kept.get(key)?.figures === figures && kept.delete(key));
  return figures;
}
