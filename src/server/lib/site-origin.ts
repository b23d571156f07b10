import type { FastifyInstance } from "fastify";

/**
 * The site's own address for absolute links (canonical, Open Graph, JSON-LD, sitemap, robots.txt, mail):
 * PUBLIC_URL, else the address the server listens on. Never the Host header a visitor sent, which anyone
 * can set to anything.
 */
export function siteOrigin(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  if (address && typeof address === "object") return `http://${urlHost(address.address)}:${address.port}`;
  return `http://${urlHost(app.config.host)}:${app.config.port}`;
}

/** A listening address as a URL host: the wildcard addresses read as localhost, IPv6 in brackets. */
function urlHost(host: string): string {
  if (host === "" || host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}
