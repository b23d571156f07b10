import { categorySlugFallback, categorySlugMaxLength, categorySlugPattern } from "./rules/category-slug.ts";

// Letters that Unicode does not decompose into an ASCII letter plus accents.
const lettersOfTheirOwn: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

/**
 * A category's slug (decision 010): lowercase ASCII words joined by hyphens, `&` read as `and`, accents
 * taken off (é → e, ọ → o), apostrophes and other punctuation dropped, at most
 * `categorySlugMaxLength` characters (cut between words). Empty when the name has nothing usable.
 */
export function slugify(name: string | null | undefined): string {
  const words = (name ?? "")
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (letter) => lettersOfTheirOwn[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, " and ")
    // "Mama's Laundry" reads mamas-laundry, not mama-s-laundry.
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cutBetweenWords(words, categorySlugMaxLength);
}

/** The slug a new category gets from its name: never empty. */
export function categorySlugFor(name: string): string {
  return slugify(name) || categorySlugFallback;
}

/** `base-2`, `base-3`…: the next candidate when `base` is taken, still within the length bound. */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${cutBetweenWords(base, categorySlugMaxLength - suffix.length) || categorySlugFallback}${suffix}`;
}

export function isValidCategorySlug(slug: string): boolean {
  return slug.length <= categorySlugMaxLength && categorySlugPattern.test(slug);
}

/**
 * The first version's slug rule, which made the addresses before slugs were stored: trimmed, spaces to
 * hyphens, lower-cased (`Laundry & Dry Cleaning` → `laundry-&-dry-cleaning`).
 */
export function firstRuleSlug(name: string): string {
  return name.trim().replace(/\s+/g, "-").toLowerCase();
}

/**
 * How a `/services/:category` address is compared with slugs: decoded, then the first rule, so every
 * address that worked before still finds its category, if only to be redirected.
 */
export function categoryAddressKey(param: string): string {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A malformed escape is compared as typed: it matches nothing and ends as a 404.
  }
  return firstRuleSlug(decoded);
}

/** Where a category card links: its slug page, or /services when it has neither slug nor name. */
export function categoryPath(category: { slug?: string | null; name?: string | null }): string {
  const slug = category.slug || slugify(category.name);
  return slug ? `/services/${encodeURIComponent(slug)}` : "/services";
}

function cutBetweenWords(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, max)).replace(/-+$/, "");
}
