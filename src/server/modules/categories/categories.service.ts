import type { Kysely } from "kysely";
import type { Category, CategoryInput } from "../../../shared/schemas/category.ts";
import { categorySlugTaken } from "../../../shared/rules/catalogue.ts";
import type { Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import {
  categoryNameKey,
  countServicesIn,
  deleteCategory,
  findCategoryById,
  findCategoryByKey,
  insertCategory,
  toCategory,
  updateCategory,
} from "./categories.repository.ts";
import { slugAfterUpdate, slugForNewCategory } from "./category-slugs.ts";
import { duplicateCategory } from "../../../shared/rules/catalogue.ts";

export const categoryNotFound = "Category not found";
export const categoryHasServices = "Remove or move this category's services first.";

// Names are unique whatever their case or spacing; pages are found by the stored slug (decision 010).
async function ensureNameFree(db: Kysely<Database>, name: string, exceptId?: string): Promise<void> {
  const existing = await findCategoryByKey(db, categoryNameKey(name));
  if (existing && existing.id !== exceptId) throw conflict(duplicateCategory);
}

/** Answers 409 rather than 500 when a concurrent write took the name or slug between the check and the write. */
async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "name_key")) throw conflict(duplicateCategory);
    if (isUniqueViolation(error, "slug")) throw conflict(categorySlugTaken);
    throw error;
  }
}

export function createCategory(
  catalogue: Catalogue,
  actor: AuditActor,
  input: CategoryInput,
): Promise<Category> {
  return guardDuplicate(() =>
    catalogue.write(async (trx) => {
      await ensureNameFree(trx, input.name);
      const now = nowIso();
      const row = {
        id: newId(),
        name: input.name,
        name_key: categoryNameKey(input.name),
        slug: await slugForNewCategory(trx, input),
        description: input.description,
        images: JSON.stringify(input.images),
        created_at: now,
        updated_at: now,
      };
      await insertCategory(trx, row);
      await recordAudit(trx, actor, {
        action: "create",
        entity: "category",
        entityId: row.id,
        details: { name: row.name, slug: row.slug },
      });
      return toCategory(row);
    }),
  );
}

export function changeCategory(
  catalogue: Catalogue,
  actor: AuditActor,
  id: string,
  input: CategoryInput,
): Promise<Category> {
  return guardDuplicate(() =>
    catalogue.write(async (trx) => {
      const existing = await findCategoryById(trx, id);
      if (!existing) throw notFound(categoryNotFound);
      await ensureNameFree(trx, input.name, id);
      const now = nowIso();
      const changes = {
        name: input.name,
        name_key: categoryNameKey(input.name),
        slug: await slugAfterUpdate(trx, existing, input.slug, now),
        description: input.description,
        images: JSON.stringify(input.images),
        updated_at: now,
      };
      await updateCategory(trx, id, changes);
      await recordAudit(trx, actor, {
        action: "update",
        entity: "category",
        entityId: id,
        details: {
          name: changes.name,
          previousName: existing.name,
          slug: changes.slug,
          previousSlug: existing.slug,
        },
      });
      return toCategory({ ...existing, ...changes });
    }),
  );
}

export function removeCategory(catalogue: Catalogue, actor: AuditActor, id: string): Promise<void> {
  return catalogue.write(async (trx) => {
    const existing = await findCategoryById(trx, id);
    if (!existing) throw notFound(categoryNotFound);
    if ((await countServicesIn(trx, id)) > 0) throw conflict(categoryHasServices);
    await deleteCategory(trx, id);
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "category",
      entityId: id,
      details: { name: existing.name },
    });
  });
}
