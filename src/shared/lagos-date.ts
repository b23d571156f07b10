// Calendar dates a customer picks are plain dates in Lagos time (Africa/Lagos, `YYYY-MM-DD`): no date
// shifts by a day whatever the time zone of the server or the browser.

// Made when first used, not when the file loads: a page's first Intl object costs it tens of ms of main
// thread while the browser loads ICU's data (docs/decisions/066), and the pages that load this file (the
// status check among them) do not all show a date.
let lagosDate: Intl.DateTimeFormat | undefined;

/** Today's date in Lagos as YYYY-MM-DD, whatever the machine's time zone. */
export function todayInLagos(now: Date = new Date()): string {
  lagosDate ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return lagosDate.format(now);
}

/** A YYYY-MM-DD string shown as a readable date without any time-zone shift. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The same day `years` later, as YYYY-MM-DD; 29 February becomes 28 February in a year without it. */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** "Tue 1 Dec": a calendar date with its weekday, short, as the dashboard's headings and lines name it. */
export function formatShortDay(isoDate: string): string {
  return new Intl.DateTimeFormat("en-NG", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
