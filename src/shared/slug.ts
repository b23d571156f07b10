/** The category slug of SPEC.md: trimmed name, spaces to hyphens, lower-cased. */
export function slugify(name: string | null | undefined): string {
  return (name ?? "").trim().replace(/\s+/g, "-").toLowerCase();
}

/** Where a category card links: its slug page, or /services when it has no name. */
export function categoryPath(name: string | null | undefined): string {
  const slug = slugify(name);
  return slug ? `/services/${encodeURIComponent(slug)}` : "/services";
}
