import type { Kysely, Selectable } from "kysely";
import type { Category } from "../../../shared/schemas/category.ts";
import type { CategoriesTable, Database } from "../../db/schema.ts";
import { parseJsonList } from "../../lib/json-list.ts";

export type CategoryRow = Selectable<CategoriesTable>;

export function toCategory(row: CategoryRow): Category {
  return { _id: row.id, name: row.name, description: row.description, images: parseJsonList(row.images) };
}

/** In the order they were added: the home page shows the first nine. */
export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  const rows = await db.selectFrom("categories").selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map(toCategory);
}

export function findCategoryById(db: Kysely<Database>, id: string) {
  return db.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findCategoryByKey(db: Kysely<Database>, nameKey: string) {
  return db.selectFrom("categories").selectAll().where("name_key", "=", nameKey).executeTakeFirst();
}

export async function insertCategory(db: Kysely<Database>, row: CategoryRow): Promise<void> {
  await db.insertInto("categories").values(row).execute();
}

export async function updateCategory(
  db: Kysely<Database>,
  id: string,
  changes: Pick<CategoryRow, "name" | "name_key" | "description" | "images" | "updated_at">,
): Promise<void> {
  await db.updateTable("categories").set(changes).where("id", "=", id).execute();
}

export async function deleteCategory(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("categories").where("id", "=", id).execute();
}

export async function countServicesIn(db: Kysely<Database>, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom("services")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("category_id", "=", categoryId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
