import type { Kysely, Updateable } from "kysely";
import type { Crew } from "../../../shared/schemas/crew.ts";
import type { CrewRow, CrewsTable, Database } from "../../db/schema.ts";

export function toCrew(row: CrewRow): Crew {
  return {
    _id: row.id,
    name: row.name,
    leadPhone: row.lead_phone,
    active: Number(row.active) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Active crews first, then by name, so the picker and the Crews screen read the same way. */
export function listCrews(db: Kysely<Database>) {
  return db.selectFrom("crews").selectAll().orderBy("active", "desc").orderBy("name").orderBy("id").execute();
}

export function findCrewById(db: Kysely<Database>, id: string) {
  return db.selectFrom("crews").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findCrewByNameKey(db: Kysely<Database>, nameKey: string) {
  return db.selectFrom("crews").selectAll().where("name_key", "=", nameKey).executeTakeFirst();
}

export async function insertCrew(db: Kysely<Database>, row: CrewRow): Promise<void> {
  await db.insertInto("crews").values(row).execute();
}

export async function updateCrew(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<CrewsTable>,
): Promise<void> {
  await db.updateTable("crews").set(changes).where("id", "=", id).execute();
}
