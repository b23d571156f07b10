import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { slugify } from "~/shared/slug";

export const homeCategoryLimit = 9;

/** Home shows up to 9 categories, and only those with both a name and a description (SPEC.md §2). */
export function homeCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.name?.trim() && category.description?.trim())
    .slice(0, homeCategoryLimit);
}

/** The category a /services/:category address names, by slug equality (DECISIONS.md D11). */
export function categoryForSlug(categories: readonly Category[], param: string): Category | undefined {
  const wanted = slugify(safeDecode(param));
  if (!wanted) return undefined;
  return categories.find((category) => slugify(category.name) === wanted);
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

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
