import type { Kysely, Selectable } from "kysely";
import type { Category, FormerCategorySlug } from "../../../shared/schemas/category.ts";
import { firstRuleSlug } from "../../../shared/slug.ts";
import type { CategoriesTable, Database } from "../../db/schema.ts";
import { parseJsonList } from "../../lib/json-list.ts";

export type CategoryRow = Selectable<CategoriesTable>;

export function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    images: parseJsonList(row.images),
  };
}

/**
 * What makes two names the same: the first version's slug rule (trimmed, spaces to hyphens, lower case),
 * which filled `name_key` before slugs were stored, so names stay unique whatever their case or spacing.
 */
export const categoryNameKey = firstRuleSlug;

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

export function findCategoryBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom("categories").select("id").where("slug", "=", slug).executeTakeFirst();
}

export async function insertCategory(db: Kysely<Database>, row: CategoryRow): Promise<void> {
  await db.insertInto("categories").values(row).execute();
}

export async function updateCategory(
  db: Kysely<Database>,
  id: string,
  changes: Pick<CategoryRow, "name" | "name_key" | "slug" | "description" | "images" | "updated_at">,
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

/** Every slug a category had before, for the redirects of the public pages. */
export async function listFormerSlugs(db: Kysely<Database>): Promise<FormerCategorySlug[]> {
  const rows = await db
    .selectFrom("category_slugs")
    .select(["slug", "category_id"])
    .orderBy("slug")
    .execute();
  return rows.map((row) => ({ slug: row.slug, categoryId: row.category_id }));
}

export function findFormerSlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom("category_slugs").select("category_id").where("slug", "=", slug).executeTakeFirst();
}

/** Keeps `slug` as a former slug of the category: its address now redirects there. */
export async function keepFormerSlug(db: Kysely<Database>, slug: string, categoryId: string, at: string) {
  await db
    .insertInto("category_slugs")
    .values({ slug, category_id: categoryId, created_at: at })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ category_id: categoryId, created_at: at }))
    .execute();
}

export async function forgetFormerSlug(db: Kysely<Database>, slug: string): Promise<void> {
  await db.deleteFrom("category_slugs").where("slug", "=", slug).execute();
}
