// A period's figures before they are named and turned into naira (docs/decisions/069-report-day-summaries.md):
// its days' summaries summed, how many of its customers had booked before it, and its online payments. An
// app keeps those of the periods asked for lately, and answers them again while no day up to the period's
// end has changed: the same report opened twice, or by two owners, is worked out once.
import type { Kysely } from "kysely";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import type { Database } from "../../db/schema.ts";
import { keptAnswer, type KeptAnswers } from "../../lib/kept-answers.ts";
import { onlinePaymentsIn } from "./payments-by-method.repository.ts";
import { sumDays } from "./report-day-totals.ts";
import { versionsOfDays } from "./report-days.repository.ts";
import { daySummaries } from "./report-days.ts";
import { returningCustomers } from "./reports.repository.ts";

async function computeFigures(db: Kysely<Database>, period: ReportPeriod) {
  const [{ days }, online] = await Promise.all([daySummaries(db, period), onlinePaymentsIn(db, period)]);
  const { customers, ...totals } = sumDays(days);
  const returning = await returningCustomers(db, [...customers], period);
  return { totals, online, customers: customers.size, returning };
}

export type PeriodFigures = Awaited<ReturnType<typeof computeFigures>>;

/** The figures an app keeps, by period, with the versions of the days they were worked out at. */
export type KeptFigures = KeptAnswers<PeriodFigures>;

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
  const versions = await versionsOfDays(db, { to: period.to });
  return keptAnswer(kept, periodsKept, `${period.from}/${period.to}`, versions, () =>
    computeFigures(db, period),
  );
}
