// A window's taken places must equal its live bookings (docs/decisions/042-one-slot-service.md).
// The count is kept by the slot service as bookings come, move and go; this file counts it again from the
// bookings themselves, reports where the two differ, and sets the count right.
import type { Kysely } from "kysely";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import { liveStatuses, placeFreedAtZero } from "../../../shared/rules/availability-places.ts";
import type { Database } from "../../db/schema.ts";

/** One window whose stored count differs from its live bookings. */
export type PlaceDrift = { date: string; window: TimeWindow; counted: number; live: number };

const keyOf = (date: string, window: string) => `${date} ${window}`;

/** Live (pending or confirmed) bookings per date and window, by "date window". */
async function liveBookingsPerWindow(db: Kysely<Database>, only?: { date: string; window: string }) {
  const rows = await db
    .selectFrom("bookings")
    .select(["preferred_date", "preferred_time", (eb) => eb.fn.countAll<number | string>().as("live")])
    .where("status", "in", liveStatuses)
    .where("preferred_date", "is not", null)
    .where("preferred_time", "is not", null)
    .$if(only !== undefined, (query) =>
      query.where("preferred_date", "=", only!.date).where("preferred_time", "=", only!.window),
    )
    .groupBy(["preferred_date", "preferred_time"])
    .execute();
  return new Map(rows.map((row) => [keyOf(row.preferred_date!, row.preferred_time!), Number(row.live)]));
}

/** Every window, past and coming, whose count differs from its live bookings, in date and window order. */
export async function findPlaceDrift(db: Kysely<Database>): Promise<PlaceDrift[]> {
  const live = await liveBookingsPerWindow(db);
  const counted = await db.selectFrom("window_places").select(["date", "time_window", "taken"]).execute();
  const drift: PlaceDrift[] = [];
  for (const row of counted) {
    const key = keyOf(row.date, row.time_window);
    const actual = live.get(key) ?? 0;
    live.delete(key);
    if (Number(row.taken) !== actual) {
      drift.push({
        date: row.date,
        window: row.time_window as TimeWindow,
        counted: Number(row.taken),
        live: actual,
      });
    }
  }
  // Live bookings in a window that has no count at all.
  for (const [key, actual] of live) {
    const [date, window] = key.split(" ") as [string, TimeWindow];
    drift.push({ date, window, counted: 0, live: actual });
  }
  return drift.sort((a, b) => keyOf(a.date, a.window).localeCompare(keyOf(b.date, b.window)));
}

/**
 * Sets each drifted window's count to its live bookings and answers what it changed. Each window is set in
 * a transaction of its own that first takes the window row's lock, as a booking taking or freeing a place
 * does, and only then counts: a change in flight either ends before the count (and is counted) or waits
 * and applies its own +1 or −1 after it. Safe while the site runs.
 */
export async function repairPlaceDrift(db: Kysely<Database>): Promise<PlaceDrift[]> {
  const repaired: PlaceDrift[] = [];
  for (const found of await findPlaceDrift(db)) {
    const fixed = await db.transaction().execute(async (trx) => {
      const window = { date: found.date, time_window: found.window };
      await trx
        .insertInto("window_places")
        .values({ ...window, taken: 0 })
        .onConflict((conflict) => conflict.columns(["date", "time_window"]).doNothing())
        .execute();
      await trx
        .updateTable("window_places")
        .set((eb) => ({ taken: eb.ref("taken") }))
        .where("date", "=", found.date)
        .where("time_window", "=", found.window)
        .execute();
      const row = await trx
        .selectFrom("window_places")
        .select("taken")
        .where("date", "=", found.date)
        .where("time_window", "=", found.window)
        .executeTakeFirstOrThrow();
      const live = (await liveBookingsPerWindow(trx, { date: found.date, window: found.window })).get(
        keyOf(found.date, found.window),
      );
      const counted = Number(row.taken);
      if (counted === (live ?? 0)) return undefined;
      await trx
        .updateTable("window_places")
        .set({ taken: live ?? 0 })
        .where("date", "=", found.date)
        .where("time_window", "=", found.window)
        .execute();
      return { ...found, counted, live: live ?? 0 };
    });
    if (fixed) repaired.push(fixed);
  }
  return repaired;
}

/** Where a place freed from a count already at 0 is reported: the server's log once it starts. */
let reportDrift: (line: string, drift: { date: string; window: string; bookingId: string }) => void = (
  line,
) => console.warn(line);

export function reportPlaceDriftTo(report: typeof reportDrift): void {
  reportDrift = report;
}

/** Said, never hidden: the count had lost a place before this booking gave its own back. */
export function freedAtZero(date: string, window: string, bookingId: string): void {
  reportDrift(placeFreedAtZero(date, window), { date, window, bookingId });
}
