// How the schedule board lays jobs out: the days a view shows, and which crews stand as columns.
import type { TimeWindow } from "~/shared/booking-status";
import { formatShortDay } from "~/shared/lagos-date";
import { isLive } from "~/shared/rules/availability-places";
import {
  addDays,
  dayClosedReason,
  weekdayOf,
  windowCapacity,
  windowLoad,
  type Availability,
} from "~/shared/rules/availability";
import { weekdays } from "~/shared/rules/settings";
import type { Booking } from "~/shared/schemas/booking";
import type { Crew } from "~/shared/schemas/crew";

export type BoardView = "day" | "week";

/** The dates a view shows: the day itself, or its week from Monday to Sunday. */
export function daysOf(view: BoardView, date: string): string[] {
  if (view === "day") return [date];
  const monday = addDays(date, -weekdays.indexOf(weekdayOf(date)));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The date the previous or next button goes to: a day or a week away. */
export function stepDate(view: BoardView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === "day" ? 1 : 7));
}

/**
 * The crews that stand as columns: the active ones, and any switched-off crew that still holds a job on
 * the board, in the order of the crews list.
 */
export function boardCrews(crews: readonly Crew[], jobs: readonly Booking[]): Crew[] {
  const holding = new Set(jobs.map((job) => job.crewId));
  return crews.filter((crew) => crew.active || holding.has(crew._id));
}

/** The jobs of one date and window, given to `crewId` (null: to no crew, or to a crew not listed). */
export function jobsIn(
  jobs: readonly Booking[],
  date: string,
  window: TimeWindow,
  crewId: string | null,
  listed: ReadonlySet<string>,
): Booking[] {
  return jobs.filter(
    (job) =>
      job.preferredDate === date &&
      job.preferredTime === window &&
      (crewId === null ? job.crewId === null || !listed.has(job.crewId) : job.crewId === crewId),
  );
}

/** The board shows the jobs crews go out to: not cancelled ones, which hold no place. */
export function boardJobs(bookings: readonly Booking[]): Booking[] {
  return bookings
    .filter((booking) => booking.status !== "cancelled")
    .sort((a, b) => a.customerName.localeCompare(b.customerName));
}

/** "Tue 1 Dec": a board date as a heading names it. */
export const dayLabel = formatShortDay;

/** How full one window of a date is, as its row says it ("1 of 2 booked"): jobs that hold a place count. */
export function windowLoadOf(
  jobs: readonly Booking[],
  availability: Availability,
  date: string,
  window: TimeWindow,
): string {
  const booked = jobs.filter(
    (job) => job.preferredDate === date && job.preferredTime === window && isLive(job.status),
  ).length;
  return windowLoad(booked, windowCapacity(availability, date, window));
}

/** Why a date takes no bookings (a closed date or weekday), for the board to grey it; undefined when open. */
export function closedDayNote(availability: Availability, date: string): string | undefined {
  return dayClosedReason(availability, date);
}
