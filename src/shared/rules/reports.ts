// The owner's reports (docs/decisions/033-reports.md): the period a report covers, the refusals of a bad
// period, and every word the Reports screen and its CSV file use.
import type { BookingStatus } from "../booking-status.ts";
import { todayInLagos } from "../lagos-date.ts";
import { addDays, daysBetween } from "./availability.ts";

/** Bookings made without an area (before areas had fees, or none given), in Revenue by area. */
export const noAreaLabel = "No area given";

/** A report covers at most a year, a leap year's 366 days included. */
export const reportLimits = { maxDays: 366 } as const;

export const reportDateNotValid = "Dates must be real dates, like from=2026-12-01&to=2026-12-31";
export const reportDatesBoth = "Give both the first and the last date of the period";
export const reportRangeBackwards = "The last date must not be before the first date";
export const reportRangeTooLong = `A report covers at most ${reportLimits.maxDays} days`;

/** A month as the month picker gives it, YYYY-MM. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export type ReportPeriod = { from: string; to: string };

/** The first and last day of a month (YYYY-MM). */
export function monthPeriod(month: string): ReportPeriod {
  const from = `${month}-01`;
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
  return { from, to: addDays(nextMonth, -1) };
}

/** Days in a period, both ends included. */
export function periodDays(period: ReportPeriod): number {
  return daysBetween(period.from, period.to) + 1;
}

/** Why a period cannot be reported on, or null when it can. Dates are already YYYY-MM-DD. */
export function periodProblem(period: ReportPeriod): string | null {
  if (period.to < period.from) return reportRangeBackwards;
  if (periodDays(period) > reportLimits.maxDays) return reportRangeTooLong;
  return null;
}

/** A booking's day in a report: its visit date, or the Lagos day it was made when it has none. */
export function reportDayOf(booking: { preferredDate: string | null; createdAt: string }): string {
  return booking.preferredDate ?? todayInLagos(new Date(booking.createdAt));
}

/** The month a report shows when none is asked for: this month in Lagos. */
export function currentMonth(now: Date = new Date()): string {
  return todayInLagos(now).slice(0, 7);
}

/** Bookings of services that no longer exist (or whose category is gone) are counted under this name. */
export const otherCategoryLabel = "Other";

export const reportStatusLabels: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Headings of the screen, its sections and the CSV file's sections, in the order they come. */
export const reportHeadings = {
  screen: "Reports",
  period: "Period",
  summary: "Summary",
  byStatus: "Bookings by status",
  byDay: "Revenue by day",
  byService: "Revenue by service",
  byCategory: "Revenue by category",
  coupons: "Coupon use",
  customers: "New and returning customers",
} as const;

export const reportFigureLabels = {
  bookings: "Bookings",
  booked: "Revenue booked",
  collected: "Revenue collected",
  outstanding: "Outstanding balances",
  outstandingBookings: "Bookings with a balance",
  newCustomers: "New customers",
  returningCustomers: "Returning customers",
  date: "Date",
  status: "Status",
  service: "Service",
  category: "Category",
  times: "Times booked",
  amount: "Amount",
  coupon: "Coupon",
  uses: "Uses",
  takenOff: "Taken off",
  customers: "Customers",
  figure: "Figure",
  value: "Value",
} as const;

/** What each figure counts, said once under the summary so the owner reads the numbers rightly. */
export const reportExplanations = {
  booked:
    "Totals of the bookings that are not cancelled, on their visit date (the day the booking was made when it has none).",
  collected: "Payments received on these dates, less any reversals.",
  outstanding: "What is still owed on this period's bookings that are not cancelled.",
  byService: "Prices as booked, before coupons; a service that no longer exists counts under Other.",
  returning: "A returning customer had a booking that was not cancelled before this period.",
} as const;

export const reportFormLabels = {
  month: "Month",
  showMonth: "Show month",
  from: "From",
  to: "To",
  showRange: "Show dates",
  download: "Download CSV",
  showTable: "Show figures as a table",
} as const;

export const reportEmpty = "No bookings or payments in this period.";
export const reportNoCoupons = "No coupon was used in this period.";
export const reportLoading = "Loading the report...";
export const reportLoadFailed = "Could not load the report.";

/** The CSV file's name for a period. */
export function reportFileName(period: ReportPeriod): string {
  return `report-${period.from}-to-${period.to}.csv`;
}
