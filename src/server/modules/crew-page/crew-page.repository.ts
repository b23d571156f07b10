import type { Kysely } from "kysely";
import type { CrewStep } from "../../../shared/rules/crew-page.ts";
import type { Database } from "../../db/schema.ts";
import { parseJsonList } from "../../lib/json-list.ts";
import { bookedName } from "../../../shared/rules/pricing.ts";

export type CrewJobRow = {
  id: string;
  bookingKey: string;
  customerName: string;
  phone: string;
  address: string;
  /** The area the booking was made for (decision 048), or null. */
  area: string | null;
  notes: string;
  date: string;
  window: string | null;
  status: string;
  services: { name: string; checklist: string[] }[];
};

/** A crew's jobs from `from` to `to` (dates in Lagos), not cancelled, by date and window. */
export async function crewJobs(
  db: Kysely<Database>,
  crewId: string,
  from: string,
  to: string,
): Promise<CrewJobRow[]> {
  const jobs = () =>
    db
      .selectFrom("bookings")
      .where("bookings.crew_id", "=", crewId)
      .where("bookings.status", "<>", "cancelled")
      .where("bookings.preferred_date", ">=", from)
      .where("bookings.preferred_date", "<=", to);
  const rows = await jobs()
    .select([
      "bookings.id",
      "bookings.booking_key",
      "bookings.customer_name",
      "bookings.phone",
      "bookings.address",
      "bookings.area",
      "bookings.notes",
      "bookings.preferred_date",
      "bookings.preferred_time",
      "bookings.status",
    ])
    .orderBy("bookings.preferred_date")
    .orderBy("bookings.preferred_time")
    .orderBy("bookings.id")
    .execute();
  if (rows.length === 0) return [];
  const items = await jobs()
    .innerJoin("booking_items", "booking_items.booking_id", "bookings.id")
    .leftJoin("services", "services.id", "booking_items.service_id")
    .select([
      "booking_items.booking_id",
      "booking_items.name",
      "booking_items.quantity",
      "booking_items.unit",
      "booking_items.position",
      "services.checklist",
    ])
    .orderBy("booking_items.position")
    .execute();
  const servicesOf = new Map<string, CrewJobRow["services"]>();
  for (const item of items) {
    const list = servicesOf.get(item.booking_id) ?? [];
    // "Shirts (ironed) × 12": the crew must know how many, as every other screen says it.
    list.push({ name: bookedName(item), checklist: parseJsonList(item.checklist ?? "[]") });
    servicesOf.set(item.booking_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    bookingKey: row.booking_key,
    customerName: row.customer_name,
    phone: row.phone,
    address: row.address,
    area: row.area,
    notes: row.notes,
    date: row.preferred_date!,
    window: row.preferred_time,
    status: row.status,
    services: servicesOf.get(row.id) ?? [],
  }));
}

/** The checklist of a booking: every item of its services' checklists, each once, in order. */
export async function bookingChecklist(db: Kysely<Database>, bookingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("booking_items")
    .innerJoin("services", "services.id", "booking_items.service_id")
    .select("services.checklist")
    .where("booking_items.booking_id", "=", bookingId)
    .orderBy("booking_items.position")
    .execute();
  return [...new Set(rows.flatMap((row) => parseJsonList(row.checklist)))];
}

export type CrewActionRow = Awaited<ReturnType<typeof crewActionsOf>>[number];

/** Everything crews did on these bookings, in the order it reached the server. */
export async function crewActionsOf(db: Kysely<Database>, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom("crew_actions")
    .leftJoin("crews", "crews.id", "crew_actions.crew_id")
    .selectAll("crew_actions")
    .select("crews.name as crew_name")
    .where("crew_actions.booking_id", "in", bookingIds)
    .orderBy("crew_actions.received_at")
    .orderBy("crew_actions.id")
    .execute();
}

/** Crew actions on the bookings dated from `from` to `to`: for the board's view of a week. */
export async function crewActionsBetween(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom("crew_actions")
    .innerJoin("bookings", "bookings.id", "crew_actions.booking_id")
    .selectAll("crew_actions")
    .where("bookings.preferred_date", ">=", from)
    .where("bookings.preferred_date", "<=", to)
    .where("crew_actions.kind", "in", ["on-the-way", "started", "finished"])
    .orderBy("crew_actions.received_at")
    .orderBy("crew_actions.id")
    .execute();
}

/** Records an action once: false when an action with this phone-made ID was already recorded. */
export async function insertCrewAction(
  db: Kysely<Database>,
  row: {
    id: string;
    crew_id: string;
    booking_id: string;
    kind: CrewStep | "tick" | "photo";
    taken_at: string;
    received_at: string;
    item?: string;
    done?: number;
    image_id?: string;
    stage?: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto("crew_actions")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
