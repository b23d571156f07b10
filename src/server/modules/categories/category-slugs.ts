// Which slug a category gets when it is saved (docs/decisions/010-category-slugs.md).
import type { Kysely } from "kysely";
import { categorySlugTaken } from "../../../shared/rules/catalogue.ts";
import { categorySlugFor, numberedSlug } from "../../../shared/slug.ts";
import type { Database } from "../../db/schema.ts";
import { conflict } from "../../lib/http-error.ts";
import {
  findCategoryBySlug,
  findFormerSlug,
  forgetFormerSlug,
  keepFormerSlug,
  type CategoryRow,
} from "./categories.repository.ts";

/**
 * The owner's slug when they typed one (409 when another category has it), else one made from the
 * name, numbered -2, -3… past any slug in use, former ones included: a new category does not take
 * over the old links of another unless the owner asks for that slug by name.
 */
export async function slugForNewCategory(
  db: Kysely<Database>,
  input: { name: string; slug: string },
): Promise<string> {
  if (input.slug) {
    await claimSlug(db, input.slug);
    return input.slug;
  }
  const base = categorySlugFor(input.name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : numberedSlug(base, n);
    const inUse = (await findCategoryBySlug(db, candidate)) ?? (await findFormerSlug(db, candidate));
    if (!inUse) return candidate;
  }
}

/**
 * The slug after an update: kept (whatever the new name) unless the owner typed another one; the old
 * one then becomes a former slug that redirects to the new.
 */
export async function slugAfterUpdate(
  db: Kysely<Database>,
  existing: CategoryRow,
  typed: string,
  at: string,
): Promise<string> {
  if (!typed || typed === existing.slug) return existing.slug;
  await claimSlug(db, typed, existing.id);
  await keepFormerSlug(db, existing.slug, existing.id, at);
  return typed;
}

async function claimSlug(db: Kysely<Database>, slug: string, exceptId?: string): Promise<void> {
  const current = await findCategoryBySlug(db, slug);
  if (current && current.id !== exceptId) throw conflict(categorySlugTaken);
  // A former slug (of this category, or one the owner hands over from another) now names this page.
  await forgetFormerSlug(db, slug);
}
