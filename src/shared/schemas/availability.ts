import { z } from "zod";
import { timeWindows, type TimeWindow } from "../booking-status.ts";
import {
  availabilityDatesRequired,
  availabilityLimits as max,
  daysBetween,
  rangeBackwards,
  rangeTooLong,
  type Availability,
} from "../rules/availability.ts";
import {
  changeHoursNotValid,
  closedDateTwice,
  daysAheadNotValid,
  jobsPerWindowNotValid,
  noticeHoursNotValid,
  windowEndsBeforeStart,
  windowsOutOfOrder,
} from "../rules/availability-settings.ts";
import { weekdays, type Weekday } from "../rules/settings.ts";
import { isTime, timeNotValid } from "../rules/settings-sections.ts";
import { calendarDate, optionalText } from "./common.ts";

/** Online changes close a day before the visit unless the owner says otherwise (decision 031). */
export const defaultChangeHours = 24;

const wholeNumber = (least: number, most: number, message: string) =>
  z.number({ error: message }).int(message).min(least, message).max(most, message);

const time = z.string({ error: timeNotValid }).refine(isTime, timeNotValid);

const windowHours = z
  .object({ start: time, end: time }, { error: "Each time window needs a start and an end" })
  .strict()
  .refine((hours) => hours.start < hours.end, { message: windowEndsBeforeStart, path: ["end"] });

const byWindow = <T extends z.ZodType>(value: T) =>
  z
    .object(Object.fromEntries(timeWindows.map((window) => [window, value])) as Record<TimeWindow, T>)
    .strict();

export const jobsPerWindow = wholeNumber(0, max.jobsPerWindow, jobsPerWindowNotValid).nullable();

export const availabilitySettings = z
  .object({
    windows: byWindow(windowHours),
    capacity: z
      .object(
        Object.fromEntries(weekdays.map((day) => [day, byWindow(jobsPerWindow)])) as Record<
          Weekday,
          ReturnType<typeof byWindow<typeof jobsPerWindow>>
        >,
      )
      .strict(),
    closedDates: z
      .array(z.object({ date: calendarDate, note: optionalText("Note", max.closedDateNote) }).strict())
      .max(max.closedDates, `At most ${max.closedDates} closed dates`)
      .superRefine((dates, context) => {
        dates.forEach((closed, index) => {
          if (dates.findIndex((other) => other.date === closed.date) < index) {
            context.addIssue({ code: "custom", path: [index, "date"], message: closedDateTwice });
          }
        });
      }),
    noticeHours: wholeNumber(0, max.noticeHours, noticeHoursNotValid),
    daysAhead: wholeNumber(1, max.daysAhead, daysAheadNotValid),
    // A section saved before online changes existed has none: it reads as the usual 24 hours.
    changeHours: wholeNumber(0, max.changeHours, changeHoursNotValid).default(defaultChangeHours),
  })
  .strict()
  .superRefine((availability, context) => {
    // Windows follow the day in order, so the form and the calendar read them top to bottom.
    timeWindows.slice(1).forEach((window, index) => {
      const before = timeWindows[index]!;
      if (availability.windows[window].start < availability.windows[before].end) {
        context.addIssue({
          code: "custom",
          path: ["windows", window, "start"],
          message: windowsOutOfOrder(window, before),
        });
      }
    });
  }) satisfies z.ZodType<Availability>;

/** `GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD`: at most 62 days, `to` not before `from`. */
export const availabilityQuery = z
  .object({
    from: z.string({ error: availabilityDatesRequired }).pipe(calendarDate),
    to: z.string({ error: availabilityDatesRequired }).pipe(calendarDate),
  })
  .refine((range) => range.to >= range.from, { message: rangeBackwards, path: ["to"] })
  .refine((range) => daysBetween(range.from, range.to) < max.rangeDays, {
    message: rangeTooLong,
    path: ["to"],
  });

const windowState = z.object({
  window: z.enum(timeWindows),
  start: z.string(),
  end: z.string(),
  open: z.boolean(),
  remaining: z.number().nullable(),
});

export const availabilityDays = z.object({
  days: z.array(z.object({ date: z.string(), windows: z.array(windowState) })),
});
export type AvailabilityDays = z.infer<typeof availabilityDays>;
