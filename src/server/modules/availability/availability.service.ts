import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import {
  datesFrom,
  dayWindows,
  windowCapacity,
  type Availability,
} from "../../../shared/rules/availability.ts";
import type { AvailabilityDays } from "../../../shared/schemas/availability.ts";
import type { Database } from "../../db/schema.ts";
import { placesTaken } from "./window-places.repository.ts";

/** Each date from `from` to `to` with its windows: open or not, and the places left where there is a limit. */
export async function availabilityBetween(
  db: Kysely<Database>,
  availability: Availability,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<AvailabilityDays> {
  const taken = await placesTaken(db, from, to);
  const today = todayInLagos(now);
  return {
    days: datesFrom(from, to).map((date) => ({
      date,
      windows: dayWindows(availability, date, taken.get(date) ?? {}, now, today),
    })),
  };
}

/** How many coming windows hold more bookings than `availability` now allows them. */
export async function overbookedWindows(
  db: Kysely<Database>,
  availability: Availability,
  today: string = todayInLagos(),
): Promise<number> {
  const rows = await db
    .selectFrom("window_places")
    .select(["date", "time_window", "taken"])
    .where("date", ">=", today)
    .where("taken", ">", 0)
    .execute();
  return rows.filter((row) => {
    const capacity = windowCapacity(availability, row.date, row.time_window as TimeWindow);
    return capacity !== null && Number(row.taken) > capacity;
  }).length;
}
