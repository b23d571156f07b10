// Kept apart from src/shared/lagos-date.ts, which every booking page loads: only the dashboard and the
// booking history show moments.

/** A moment as Lagos reads it: "25 Nov 2026, 10:32" (with seconds where order within a minute matters). */
export function formatLagosMoment(iso: string, timeStyle: "short" | "medium" = "short"): string {
  return new Date(iso).toLocaleString("en-NG", { timeZone: "Africa/Lagos", dateStyle: "medium", timeStyle });
}
