// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * The opening hours now decide which weekdays take bookings (docs/decisions/054-opening-hours-drive-windows.md),
 * and a new site's availability closes Sunday as its hours do. A site that already runs keeps taking
 * exactly the bookings it took, except on the weekdays its hours call closed where the owner never set a
 * limit: those stop taking bookings, as the contact page already said.
 * - Availability stored: each weekday closed in the hours with no limit in any window becomes closed (0).
 * - Availability never saved: until now it meant "no limit anywhere"; it is stored as such, with the
 *   weekdays the hours close closed, so the new defaults (Sunday closed) do not close a Sunday the hours open.
 */
const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const windows = ["morning", "afternoon", "evening"];
const hoursBefore: Record<string, { closed: boolean }> = Object.fromEntries(
  weekdays.map((day) => [day, { closed: day === "sunday" }]),
);
const availabilityBefore = {
  windows: {
    morning: { start: "08:00", end: "12:00" },
    afternoon: { start: "12:00", end: "16:00" },
    evening: { start: "16:00", end: "19:00" },
  },
  capacity: Object.fromEntries(
    weekdays.map((day) => [day, { morning: null, afternoon: null, evening: null }]),
  ) as Record<string, Record<string, number | null>>,
  closedDates: [],
  noticeHours: 2,
  daysAhead: 366,
  changeHours: 24,
};

function parse(text: string | undefined): any {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows: { section: string; data: string }[] = await db
    .selectFrom("settings")
    .select(["section", "data"])
    .where("section", "in", ["business", "availability"])
    .execute();
  if (rows.length === 0) return; // a new site: the defaults already agree
  const business = parse(rows.find((row) => row.section === "business")?.data);
  const storedAvailability = rows.find((row) => row.section === "availability");
  const hours: Record<string, { closed?: boolean }> = business?.hours ?? hoursBefore;
  const availability = storedAvailability
    ? parse(storedAvailability.data)
    : structuredClone(availabilityBefore);
  if (!availability?.capacity) return; // unreadable: the site shows the defaults until the owner saves
  for (const day of weekdays) {
    const capacity = availability.capacity[day];
    if (!hours[day]?.closed || !capacity) continue;
    if (windows.every((window) => capacity[window] === null)) {
      availability.capacity[day] = { morning: 0, afternoon: 0, evening: 0 };
    }
  }
  const data = JSON.stringify(availability);
  const now = new Date().toISOString();
  if (storedAvailability) {
    await db
      .updateTable("settings")
      .set({ data, updated_at: now })
      .where("section", "=", "availability")
      .execute();
  } else {
    await db.insertInto("settings").values({ section: "availability", data, updated_at: now }).execute();
  }
}

/** Nothing to undo: the stored availability is as valid before this migration as after it. */
export async function down(): Promise<void> {}
