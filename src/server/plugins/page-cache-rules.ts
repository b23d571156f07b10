import type { FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { sessionCookie } from "./auth.ts";

// What the page cache may keep, under which key, and which of a page's headers belong to the page.

// Private paths: never shared between visitors. A manage link shows one customer's booking (decision 031).
const privatePrefixes = ["/api", "/admin-dashboard", "/admin-auth-route", "/manage"];

// Headers that describe one transfer or one visitor, not the page. The CSP is written fresh for
// every answer (its nonce is put into the cached body).
const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  "etag",
  "cache-control",
  "vary",
  "content-security-policy",
]);

/** A request whose answer may come from the cache or go into it. */
export function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== "GET") return false;
  if (request.cookies?.[sessionCookie] !== undefined) return false;
  const url = request.url;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const prefix of privatePrefixes) {
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`)) return false;
  }
  // The status screen shows a customer's booking once it is given an ID.
  if (path === "/check-booking-status" && queryAt !== -1) return false;
  // Files (assets, sitemap.xml, route data requests) have their own caching.
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}

/** An answer fit to share: a successful, public HTML page, not yet compressed. */
export function isStorable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200) return false;
  if (reply.hasHeader("set-cookie")) return false;
  if (reply.hasHeader("content-encoding")) return false;
  const type = String(reply.getHeader("content-type") ?? "");
  if (!type.startsWith("text/html")) return false;
  const cacheControl = String(reply.getHeader("cache-control") ?? "");
  return !/no-store|private/.test(cacheControl);
}

export function cacheKey(request: FastifyRequest): string {
  // The test entry.server uses to send crawlers the fully resolved page instead of a stream.
  const crawler = isbot(request.headers["user-agent"] ?? "");
  return `${request.protocol}://${request.host}${request.url}${crawler ? " crawler" : ""}`;
}

/** The page's own headers, without those of one transfer or one visitor. */
export function keptHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || perResponseHeaders.has(name.toLowerCase())) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}
