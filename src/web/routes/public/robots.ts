import type { Route } from "./+types/robots";

/** Crawlers may read the public site; the dashboard and the API are not for them. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin-dashboard",
    "Disallow: /admin-auth-route",
    "Disallow: /api/",
    "",
    `Sitemap: ${context.origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
