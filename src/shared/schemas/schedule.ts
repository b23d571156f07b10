import { z } from "zod";
import { timeWindows } from "../booking-status.ts";
import { crewChoiceMissing } from "../rules/crews.ts";
import { moveDateMissing, moveWindowMissing, overbookNotValid } from "../rules/schedule.ts";
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
