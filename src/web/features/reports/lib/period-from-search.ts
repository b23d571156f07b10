import { currentMonth, monthPattern, monthPeriod } from "~/shared/rules/reports";

/** The dates the report is asked for, as the API takes them: both, only what the address gave, or neither. */
export type PeriodQuery = { from?: string; to?: string };

export type ChosenPeriod = {
  query: PeriodQuery;
  /** The month the month picker shows. */
  month: string;
  /** What the date fields show. */
  from: string;
  to: string;
};

/**
 * The period the address asks for: `?from=&to=` as given (the API says what is wrong with them), else
 * `?month=YYYY-MM`, else this month in Lagos.
 */
export function periodFromSearch(params: URLSearchParams, now: Date = new Date()): ChosenPeriod {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (from || to) {
    const query: PeriodQuery = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    const month = monthPattern.test(from.slice(0, 7)) ? from.slice(0, 7) : currentMonth(now);
    return { query, month, from, to };
  }
  const asked = params.get("month") ?? "";
  const month = monthPattern.test(asked) ? asked : currentMonth(now);
  const period = monthPeriod(month);
  return { query: period, month, ...period };
}
