// A period's day summaries (docs/decisions/069-report-day-summaries.md): the stored ones still valid, and
// the rest computed once, a run of consecutive days at a time, and stored for the next report.
import type { Kysely } from "kysely";
import { addDays, datesFrom } from "../../../shared/rules/availability.ts";
import type { ReportPeriod } from "../../../shared/rules/reports.ts";
import type { Database } from "../../db/schema.ts";
import type { DaySummary } from "./report-day-summary.ts";
import { computeDays, storeSummaries, validSummaries } from "./report-days.repository.ts";

/** The runs of consecutive dates in a sorted list, as periods. */
function consecutiveRuns(dates: string[]): ReportPeriod[] {
  const runs: ReportPeriod[] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date });
  }
  return runs;
}

/** Every day of the period's summary, and which days had to be computed for it. */
export async function daySummaries(
  db: Kysely<Database>,
  period: ReportPeriod,
): Promise<{ days: Map<string, DaySummary>; computed: string[] }> {
  const days = await validSummaries(db, period);
  const missing = datesFrom(period.from, period.to).filter((date) => !days.has(date));
  const runs = await Promise.all(
    consecutiveRuns(missing).map(async (run) => {
      const computed = await computeDays(db, run);
      await storeSummaries(db, computed);
      return computed;
    }),
  );
  for (const { day, summary } of runs.flat()) days.set(day, summary);
  return { days, computed: missing };
}
