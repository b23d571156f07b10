import type { Kysely } from "kysely";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import type { Database } from "../../db/schema.ts";

/** Puts a job in a date and window, with a crew or none; a visit that was waiting for a place now has one. */
export async function setBookingSlot(
  db: Kysely<Database>,
  id: string,
  slot: { date: string; window: TimeWindow; crewId: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable("bookings")
    .set({
      preferred_date: slot.date,
      preferred_time: slot.window,
      crew_id: slot.crewId,
      needs_place: 0,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
}
