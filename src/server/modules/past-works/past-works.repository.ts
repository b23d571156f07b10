import type { Kysely, Selectable } from "kysely";
import type { PastWork } from "../../../shared/schemas/past-work.ts";
import type { Database, PastWorksTable } from "../../db/schema.ts";
import { parseJsonList } from "../../lib/json-list.ts";

export type PastWorkRow = Selectable<PastWorksTable>;

export function toPastWork(row: PastWorkRow): PastWork {
  return { _id: row.id, title: row.title, description: row.description, images: parseJsonList(row.images) };
}

/** Newest first: the latest job is the best advert. */
export async function listPastWorks(db: Kysely<Database>): Promise<PastWork[]> {
  const rows = await db
    .selectFrom("past_works")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toPastWork);
}

export function findPastWorkById(db: Kysely<Database>, id: string) {
  return db.selectFrom("past_works").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertPastWork(db: Kysely<Database>, row: PastWorkRow): Promise<void> {
  await db.insertInto("past_works").values(row).execute();
}

export async function updatePastWork(
  db: Kysely<Database>,
  id: string,
  changes: Pick<PastWorkRow, "title" | "description" | "images" | "updated_at">,
): Promise<void> {
  await db.updateTable("past_works").set(changes).where("id", "=", id).execute();
}

export async function deletePastWork(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("past_works").where("id", "=", id).execute();
}
