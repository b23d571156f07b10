import type { Kysely } from "kysely";
import type { TimeWindow } from "../../shared/booking-status.ts";
import type { Availability } from "../../shared/rules/availability.ts";
import { weekdays } from "../../shared/rules/settings.ts";
import { defaultSettings } from "../../shared/settings-defaults.ts";
import type { Database } from "../db/schema.ts";
import { placesTaken } from "../modules/availability/window-places.repository.ts";
import type { TestApp } from "./test-app.ts";

/** Every window of every weekday taking `jobs` (0 closed, null no limit). */
export function everyWindow(jobs: number | null): Availability["capacity"] {
  return Object.fromEntries(
    weekdays.map((day) => [day, { morning: jobs, afternoon: jobs, evening: jobs }]),
  ) as Availability["capacity"];
}

/** A new site's availability opened on every weekday (as the test app's owner has it), with `changes` on top. */
export function availabilityWith(changes: Partial<Availability>): Availability {
  return { ...structuredClone(defaultSettings.availability), capacity: everyWindow(null), ...changes };
}

/** Stores the availability of an owner who takes bookings every day, as a save in Settings would. */
export async function openEveryDay(db: Kysely<Database>): Promise<void> {
  const data = JSON.stringify(availabilityWith({}));
  await db
    .insertInto("settings")
    .values({ section: "availability", data, updated_at: new Date().toISOString() })
    .execute();
}

/** Saves the every-day availability with `changes` on top, as the owner does in Settings. */
export async function setAvailability(
  t: TestApp,
  ownerCookie: string,
  changes: Partial<Availability>,
): Promise<void> {
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/settings",
    headers: { cookie: ownerCookie },
    payload: { availability: availabilityWith(changes) },
  });
  if (saved.statusCode !== 200) throw new Error(`Saving availability: ${saved.statusCode} ${saved.body}`);
}

/** Places taken in one window of one day, as the availability table counts them. */
export async function placesTakenIn(db: Kysely<Database>, date: string, window: TimeWindow): Promise<number> {
  return (await placesTaken(db, date, date)).get(date)?.[window] ?? 0;
}
