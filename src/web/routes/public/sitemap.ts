import type { Category } from "~/shared/schemas/category";
import { categoryPath } from "~/shared/slug";
import type { Route } from "./+types/sitemap";

/** Every public page a search engine should know, including each category's page. */
export const staticPublicPaths = [
  "/",
  "/about-us",
  "/contact-us",
  "/services",
  "/our-works",
  "/check-booking-status",
  "/privacy-policy",
  "/terms-of-service",
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ context }: Route.LoaderArgs) {
  // Without the catalogue the sitemap still lists the fixed pages rather than failing.
  const categories = await context.services.catalogue.categories().catch((): Category[] => []);
  const categoryPaths = categories
    .map((category: Category) => categoryPath(category))
    .filter((path: string) => path !== "/services");
  const paths = [...new Set([...staticPublicPaths, ...categoryPaths])];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${context.origin}${path}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
