import { z } from "zod";
import { timeWindows } from "../booking-status.ts";
import { crewChoiceMissing } from "../rules/crews.ts";
import { rangeBackwards, daysBetween } from "../rules/availability.ts";
import {
  boardMaxDays,
  boardRangeTooLong,
  moveDateMissing,
  moveWindowMissing,
  overbookNotValid,
} from "../rules/schedule.ts";
import { calendarDate, recordId } from "./common.ts";

/**
 * `PUT /api/bookings/:id/schedule`: the date and window a job moves to; `crewId` a crew, null for none, or
 * left out to keep the job's crew; `overbook` takes the place past the window's limit or on a closed day.
 */
export const bookingMoveInput = z.object({
  preferredDate: z.string({ error: moveDateMissing }).pipe(calendarDate),
  preferredTime: z.enum(timeWindows, { error: moveWindowMissing }),
  crewId: recordId("Crew", crewChoiceMissing).nullable().optional(),
  overbook: z.boolean({ error: overbookNotValid }).optional().default(false),
});
export type BookingMoveInput = z.infer<typeof bookingMoveInput>;

/** `GET /api/bookings/board`: the board's first and last day, a week at most. */
export const boardQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((query) => query.from <= query.to, { message: rangeBackwards, path: ["to"] })
  .refine((query) => daysBetween(query.from, query.to) < boardMaxDays, {
    message: boardRangeTooLong,
    path: ["to"],
  });
export type BoardQuery = z.infer<typeof boardQuery>;
