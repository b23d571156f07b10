// Rules of the catalogue that the schema, the dashboard form and the server share (DECISIONS.md D22).

/** The longest slug a category page address may carry. */
export const categorySlugMaxLength = 80;

/** Lowercase ASCII words (letters and digits) joined by single hyphens. */
export const categorySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of a category whose name has nothing usable (only symbols, or a script with no ASCII form). */
export const categorySlugFallback = "category";

export const categorySlugLabel = "Slug";
export const categorySlugHint =
  "The page address: /services/your-slug. Leave it blank to make it from the name; renaming keeps it.";
export const categorySlugInvalid = "Slug can only have lowercase letters, numbers and single hyphens";
export const categorySlugTooLong = `Slug must be at most ${categorySlugMaxLength} characters`;
export const categorySlugTaken = "Another category already uses this slug.";
