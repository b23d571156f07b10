// When customers may book (docs/decisions/021-availability.md): the hours of each time window, how many
// jobs each window of each weekday takes, closed dates, the least notice and how far ahead. The booking
// service refuses with these words, the availability API and the booking forms offer only what they allow.
import { timeWindowLabels, timeWindows, type TimeWindow } from "../booking-status.ts";
import { formatCalendarDate } from "../lagos-date.ts";
import { weekdayName, weekdays, type Weekday } from "./settings.ts";

export const availabilityLimits = {
  jobsPerWindow: 99,
  closedDates: 100,
  closedDateNote: 80,
  noticeHours: 336,
  /** Two weeks: the most hours before a visit the owner may close online changes (decision 031). */
  changeHours: 336,
  daysAhead: 366,
  /** The most days one `GET /api/availability` answers for. */
  rangeDays: 62,
} as const;

export type WindowHours = { start: string; end: string };
export type Availability = {
  windows: Record<TimeWindow, WindowHours>;
  /** Jobs each window of each weekday takes: 0 closes it, null sets no limit. */
  capacity: Record<Weekday, Record<TimeWindow, number | null>>;
  closedDates: { date: string; note: string }[];
  noticeHours: number;
  daysAhead: number;
  /** Hours before a booking's window starts when the customer's manage link stops taking changes. */
  changeHours: number;
};

/** How one window of one day stands: `remaining` is null where the owner set no limit. */
export type WindowState = {
  window: TimeWindow;
  start: string;
  end: string;
  open: boolean;
  remaining: number | null;
};

export const windowFull = "That time is now full. Please pick another.";
export const windowClosed = "We take no bookings at that time. Please pick another.";
export function dateClosed(note: string): string {
  return note
    ? `We are closed on that day (${note}). Please pick another.`
    : "We are closed on that day. Please pick another.";
}
/** A weekday every window of which takes no job: "We are closed on Sundays." */
export function closedOnWeekday(day: Weekday): string {
  return `We are closed on ${weekdayName(day)}s.`;
}
export function tooSoon(hours: number): string {
  return `Please book at least ${hours} ${hours === 1 ? "hour" : "hours"} ahead. Please pick a later time.`;
}
export function tooFar(days: number): string {
  return `We take bookings up to ${days} days ahead. Please pick an earlier date.`;
}

export const availabilityDatesRequired = "Give the first and last date, like ?from=2026-12-01&to=2026-12-31";
export const rangeBackwards = "The end date must not be before the start date";
export const rangeTooLong = `Ask for at most ${availabilityLimits.rangeDays} days at a time`;

/** Said when a saved capacity is below the bookings some coming windows already hold. */
export function overbookedWarning(windows: number): string {
  return `${windows} coming ${windows === 1 ? "window already holds" : "windows already hold"} more bookings than the new limit. Those bookings stay.`;
}

/** The line under the booking form's date and time that says when the next free window is. */
export function nextFreeWindow(date: string, window: TimeWindow): string {
  return `The next free time is ${timeWindowLabels[window]} on ${formatCalendarDate(date)}.`;
}
/** Under the date when none of its windows can be booked (and it is no closed date, which says why). */
export const dayFull = "No time is free on that day. Please pick another day.";
/** After a window's name in the time list when it cannot be booked. */
export const unavailableSuffix = " (not available)";
/** The booking page's button, without script, that lists the free windows of the date typed. */
export const checkTimesLabel = "Check times";
/** After Check times: the date's free windows, each with its hours ("Free on Tue 1 Dec: Morning (8am–12pm)."). */
export function freeWindowsOn(day: string, windows: readonly string[]): string {
  return `Free on ${day}: ${windows.join(", ")}.`;
}
export const noFreeWindow = "No time is free in the coming weeks. Please call or message us on WhatsApp.";

/**
 * The schedule board's count of one window: "1 of 2 booked" against the owner's limit, "3 booked" where
 * there is none, "Closed" (with any bookings staff put there anyway) where the window takes no jobs.
 */
export function windowLoad(booked: number, capacity: number | null): string {
  if (capacity === 0) return booked > 0 ? `Closed, ${booked} booked` : "Closed";
  return capacity === null ? `${booked} booked` : `${booked} of ${capacity} booked`;
}

/** Lagos keeps West Africa Time, UTC+1, all year: a window's hours become an instant without a time-zone table. */
const lagosOffset = "+01:00";

/** The moment a time on a Lagos date is, e.g. `lagosInstant("2026-12-01", "08:00")`. */
export function lagosInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${lagosOffset}`);
}

/** The weekday of a YYYY-MM-DD date (a calendar date: no time zone applies). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7]!;
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

type Booked = Partial<Record<TimeWindow, number>>;
/** Why a booking is refused, and the booking form's field the reason belongs to. */
type Refusal = { field: "preferredDate" | "preferredTime"; message: string };

/**
 * Why a booking for `window` on `date` is refused, or undefined when it may be made. `today` is the Lagos
 * date of `now`; `booked` counts the window's bookings that are not cancelled. Without a window (an old
 * client may leave it out) only the date's rules apply.
 */
export function bookingRefusal(
  availability: Availability,
  date: string,
  window: TimeWindow | undefined,
  booked: number,
  now: Date,
  today: string,
): Refusal | undefined {
  const onDate = (message: string): Refusal => ({ field: "preferredDate", message });
  const onWindow = (message: string): Refusal => ({ field: "preferredTime", message });
  if (daysBetween(today, date) > availability.daysAhead) return onDate(tooFar(availability.daysAhead));
  const closed = dayClosedReason(availability, date);
  if (closed) return onDate(closed);
  if (!window) return undefined;
  const capacity = windowCapacity(availability, date, window);
  if (capacity === 0) return onWindow(windowClosed);
  const startsAt = lagosInstant(date, availability.windows[window].start).getTime();
  if (startsAt < now.getTime() + availability.noticeHours * 3_600_000) {
    return onWindow(tooSoon(availability.noticeHours));
  }
  if (capacity !== null && booked >= capacity) return onWindow(windowFull);
  return undefined;
}

/** Whether every window of `day` is closed (capacity 0): the business does not work that weekday. */
export function weekdayClosed(availability: Availability, day: Weekday): boolean {
  return timeWindows.every((window) => availability.capacity[day][window] === 0);
}

/**
 * Why no window of `date` can be booked whatever its places: a closed date (with the owner's note) or a
 * weekday the business does not work. Undefined when the day itself is open.
 */
export function dayClosedReason(availability: Availability, date: string): string | undefined {
  const closed = availability.closedDates.find((closedDate) => closedDate.date === date);
  if (closed) return dateClosed(closed.note);
  const day = weekdayOf(date);
  return weekdayClosed(availability, day) ? closedOnWeekday(day) : undefined;
}

/** The jobs a window of a date takes: 0 closes it, null sets no limit. */
export function windowCapacity(availability: Availability, date: string, window: TimeWindow): number | null {
  return availability.capacity[weekdayOf(date)][window];
}

/** Each window of `date` as the availability API and the booking forms show it. */
export function dayWindows(
  availability: Availability,
  date: string,
  booked: Booked,
  now: Date,
  today: string,
): WindowState[] {
  return timeWindows.map((window) => {
    const taken = booked[window] ?? 0;
    const capacity = windowCapacity(availability, date, window);
    const open = date >= today && !bookingRefusal(availability, date, window, taken, now, today);
    return {
      window,
      ...availability.windows[window],
      open,
      remaining: capacity === null ? null : Math.max(0, open ? capacity - taken : 0),
    };
  });
}

/** The first open window among `days`, in date then window order. */
export function firstOpenWindow(
  days: readonly { date: string; windows: readonly WindowState[] }[],
): { date: string; window: TimeWindow } | undefined {
  for (const day of days) {
    const open = day.windows.find((window) => window.open);
    if (open) return { date: day.date, window: open.window };
  }
  return undefined;
}
