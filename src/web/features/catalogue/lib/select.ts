import type { Category, FormerCategorySlug } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { categoryAddressKey, firstRuleSlug, slugify } from "~/shared/slug";

export const homeCategoryLimit = 9;

/** Home shows up to 9 categories, and only those with both a name and a description. */
export function homeCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.name?.trim() && category.description?.trim())
    .slice(0, homeCategoryLimit);
}

/** The category a /services/:category address names, and whether that address is its current one. */
export type CategoryAddress = { category: Category; current: boolean };

/**
 * Finds the category of a /services/:category address (decision 010): its current slug exactly
 * (the page); else, to be sent there with a permanent redirect, the same slug in capitals, a slug it
 * had before, or the address its current name had under the first slug rule (`laundry-&-dry-cleaning`).
 * Undefined for an address that names no category.
 */
export function categoryForAddress(
  categories: readonly Category[],
  formerSlugs: readonly FormerCategorySlug[],
  param: string,
): CategoryAddress | undefined {
  const exact = categories.find((category) => category.slug && category.slug === param);
  if (exact) return { category: exact, current: true };
  const key = categoryAddressKey(param);
  if (!key) return undefined;
  const moved =
    categories.find((category) => category.slug === key) ??
    categoryById(categories, formerSlugs.find((entry) => entry.slug === key)?.categoryId) ??
    categories.find((category) => category.name && firstRuleSlug(category.name) === key);
  return moved ? { category: moved, current: false } : undefined;
}

function categoryById(categories: readonly Category[], id: string | undefined): Category | undefined {
  return id === undefined ? undefined : categories.find((category) => category._id === id);
}

export function servicesOfCategory(services: readonly Service[], category: Category): Service[] {
  return services.filter(
    (service) =>
      service.category?._id === category._id ||
      (!service.category?._id && slugify(service.category?.name) === slugify(category.name)),
  );
}

/** The `size` items starting at `start`, wrapping around: what a rotating strip shows at once. */
export function windowOf<T>(items: readonly T[], start: number, size: number): T[] {
  if (items.length <= size) return [...items];
  return Array.from({ length: size }, (_, offset) => items[(start + offset) % items.length]!);
}
