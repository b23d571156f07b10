import type { Insertable, Kysely } from "kysely";
import type { Database, ImagesTable } from "../../db/schema.ts";

export async function insertImage(db: Kysely<Database>, row: Insertable<ImagesTable>): Promise<void> {
  await db.insertInto("images").values(row).execute();
}

export function findImage(db: Kysely<Database>, id: string) {
  return db.selectFrom("images").select(["content_type", "data"]).where("id", "=", id).executeTakeFirst();
}

export function findVariant(db: Kysely<Database>, imageId: string, width: number, format: string) {
  return db
    .selectFrom("image_variants")
    .select("data")
    .where("image_id", "=", imageId)
    .where("width", "=", width)
    .where("format", "=", format)
    .executeTakeFirst();
}

/** Two instances may render the same variant at once; both results are equal, the first one stays. */
export async function insertVariant(
  db: Kysely<Database>,
  row: { image_id: string; width: number; format: string; data: Uint8Array },
): Promise<void> {
  await db
    .insertInto("image_variants")
    .values(row)
    .onConflict((oc) => oc.columns(["image_id", "width", "format"]).doNothing())
    .execute();
}
