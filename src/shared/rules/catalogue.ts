// Rules of the catalogue that the schema, the dashboard form and the server share (decision 010).
import { categorySlugMaxLength } from "./category-slug.ts";

export const categorySlugLabel = "Slug";
export const categorySlugHint =
  "The page address: /services/your-slug. Leave it blank to make it from the name; renaming keeps it.";
export const categorySlugInvalid = "Slug can only have lowercase letters, numbers and single hyphens";
export const categorySlugTooLong = `Slug must be at most ${categorySlugMaxLength} characters`;
export const categorySlugTaken = "Another category already uses this slug.";

/** A second category of the same name, whatever its case or spacing: 409. */
export const duplicateCategory = "A category with this name already exists.";
