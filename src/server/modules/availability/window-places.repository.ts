import type { Kysely } from "kysely";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Takes one place in a window, unless `capacity` places are already taken (null: no limit). One
 * conditional update of the window's row: both databases apply concurrent updates of a row one at a
 * time and check the condition against the latest count, so the last place goes to exactly one booking.
 * Call it inside the booking's transaction, so a refused booking takes nothing.
 */
export async function takePlace(
  db: Kysely<Database>,
  date: string,
  window: TimeWindow,
  capacity: number | null,
): Promise<boolean> {
  await db
    .insertInto("window_places")
    .values({ date, time_window: window, taken: 0 })
    .onConflict((conflict) => conflict.columns(["date", "time_window"]).doNothing())
    .execute();
  const result = await db
    .updateTable("window_places")
    .set((eb) => ({ taken: eb("taken", "+", 1) }))
    .where("date", "=", date)
    .where("time_window", "=", window)
    .$if(capacity !== null, (query) => query.where("taken", "<", capacity!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives a booking's place back. False when the window counted no place to give (already 0, or no row):
 * the count had drifted from its bookings, which the caller reports (the doctor repairs it).
 */
export async function freePlace(db: Kysely<Database>, date: string, window: TimeWindow): Promise<boolean> {
  const result = await db
    .updateTable("window_places")
    .set((eb) => ({ taken: eb("taken", "-", 1) }))
    .where("date", "=", date)
    .where("time_window", "=", window)
    .where("taken", ">", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Places taken per date and window from `from` to `to`. */
export async function placesTaken(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<Map<string, Partial<Record<TimeWindow, number>>>> {
  const rows = await db
    .selectFrom("window_places")
    .select(["date", "time_window", "taken"])
    .where("date", ">=", from)
    .where("date", "<=", to)
    .execute();
  const byDate = new Map<string, Partial<Record<TimeWindow, number>>>();
  for (const row of rows) {
    const day = byDate.get(row.date) ?? {};
    day[row.time_window as TimeWindow] = Number(row.taken);
    byDate.set(row.date, day);
  }
  return byDate;
}
