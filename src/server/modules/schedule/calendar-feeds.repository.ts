import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Job } from "./job-events.ts";

export function listFeeds(db: Kysely<Database>) {
  return db.selectFrom("calendar_feeds").selectAll().execute();
}

export function findFeedByToken(db: Kysely<Database>, token: string) {
  return db.selectFrom("calendar_feeds").selectAll().where("token", "=", token).executeTakeFirst();
}

export function findFeed(db: Kysely<Database>, scope: string) {
  return db.selectFrom("calendar_feeds").selectAll().where("scope", "=", scope).executeTakeFirst();
}

/** Gives a scope its first token; a scope that has one keeps it (two first views cannot make two). */
export async function ensureFeed(db: Kysely<Database>, scope: string, token: string, now: string) {
  await db
    .insertInto("calendar_feeds")
    .values({ scope, token, created_at: now })
    .onConflict((conflict) => conflict.column("scope").doNothing())
    .execute();
}

export async function replaceToken(db: Kysely<Database>, scope: string, token: string, now: string) {
  await db.updateTable("calendar_feeds").set({ token, created_at: now }).where("scope", "=", scope).execute();
}

export async function setIncludeContact(db: Kysely<Database>, scope: string, include: boolean) {
  await db
    .updateTable("calendar_feeds")
    .set({ include_contact: include ? 1 : 0 })
    .where("scope", "=", scope)
    .execute();
}

/** The jobs of a feed from `fromDate` on: every booking with a date that is not cancelled, or one crew's. */
export async function feedJobs(
  db: Kysely<Database>,
  crewId: string | null,
  fromDate: string,
): Promise<Job[]> {
  const jobs = () => {
    const query = db
      .selectFrom("bookings")
      .where("bookings.status", "<>", "cancelled")
      .where("bookings.preferred_date", ">=", fromDate);
    return crewId === null ? query : query.where("bookings.crew_id", "=", crewId);
  };
  const rows = await jobs()
    .leftJoin("crews", "crews.id", "bookings.crew_id")
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
      "bookings.updated_at",
      "crews.name as crew_name",
    ])
    .orderBy("bookings.preferred_date")
    .orderBy("bookings.id")
    .execute();
  if (rows.length === 0) return [];
  // The same jobs again rather than a list of ids: a long feed would pass the databases' limit on parameters.
  const items = await jobs()
    .innerJoin("booking_items", "booking_items.booking_id", "bookings.id")
    .select(["booking_items.booking_id", "booking_items.name", "booking_items.position"])
    .execute();
  const servicesOf = new Map<string, { name: string; position: number }[]>();
  for (const item of items) {
    const list = servicesOf.get(item.booking_id) ?? [];
    list.push({ name: item.name, position: Number(item.position) });
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
    updatedAt: row.updated_at,
    crewName: row.crew_name,
    services: (servicesOf.get(row.id) ?? []).sort((a, b) => a.position - b.position).map((item) => item.name),
  }));
}
