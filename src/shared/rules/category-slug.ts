// The shape of a category page address (decision 010), which the public pages need to build links.
// The dashboard form's words about slugs live in catalogue.ts, so they stay out of the public pages' code.

/** The longest slug a category page address may carry. */
export const categorySlugMaxLength = 80;

/** Lowercase ASCII words (letters and digits) joined by single hyphens. */
export const categorySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of a category whose name has nothing usable (only symbols, or a script with no ASCII form). */
export const categorySlugFallback = "category";
