import type { Availability } from "../../shared/rules/availability.ts";
import { weekdays } from "../../shared/rules/settings.ts";
import { defaultSettings } from "../../shared/settings-defaults.ts";

/** Every window of every weekday taking `jobs` (0 closed, null no limit). */
export function everyWindow(jobs: number | null): Availability["capacity"] {
  return Object.fromEntries(
    weekdays.map((day) => [day, { morning: jobs, afternoon: jobs, evening: jobs }]),
  ) as Availability["capacity"];
}

/** The availability a new site has, with `changes` on top. */
export function availabilityWith(changes: Partial<Availability>): Availability {
  return { ...structuredClone(defaultSettings.availability), ...changes };
}
