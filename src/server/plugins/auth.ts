import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { mayUse, mustChangePasswordFirst, notAllowedForRole, type Area } from "../../shared/rules/roles.ts";
import type { AdminUserRow } from "../db/schema.ts";
import { forbidden, unauthorized } from "../lib/http-error.ts";
import { findUserById, roleOf } from "../modules/user/user.repository.ts";
import { resolveSession, sessionAbsoluteMs } from "../modules/user/session.repository.ts";

export const sessionCookie = "sid";

export type AdminRoute = { method: string; url: string; area: Area };

/** Reads the session cookie of every API request into `request.admin`. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("admin", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("onRequest", async (request) => {
    // Only API routes look at the admin: a signed-in browser's pages and assets cost no database reads.
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[sessionCookie];
    if (!token || token.length > 100) return;
    const userId = await resolveSession(app.db, token);
    if (!userId) return;
    const admin = await findUserById(app.db, userId);
    // Disabling ends an account's sessions; this also refuses one that slipped in between.
    request.admin = admin && !admin.disabled ? admin : null;
    request.sessionToken = request.admin ? token : null;
  });

  // Every admin route must belong to an area of the roles table: an unplaced one stops the app at start.
  // The list lets the tests walk every admin route as each role.
  const adminRoutes: AdminRoute[] = [];
  app.decorate("adminRouteList", adminRoutes);
  app.addHook("onRoute", (route) => {
    if (![route.onRequest ?? []].flat().includes(requireAdmin)) return;
    const area = areaOfRoute(route.url);
    if (!area)
      throw new Error(`Admin route ${route.url} belongs to no area of the roles table (plugins/auth.ts)`);
    for (const method of [route.method].flat()) adminRoutes.push({ method, url: route.url, area });
  });
});

/**
 * Which area of the roles table (src/shared/rules/roles.ts) each admin API belongs to, by path prefix;
 * the longest prefix wins.
 */
const apiAreas: readonly (readonly [prefix: string, area: Area])[] = [
  ["/api/user", "profile"],
  // A profile picture is an upload; the catalogue screens upload too, and are closed to staff as a whole.
  ["/api/uploads", "profile"],
  ["/api/bookings", "bookings"],
  // The whole list as a file is an owner's export, like the reports' CSV.
  ["/api/bookings/export.csv", "exports"],
  ["/api/messages", "messages"],
  ["/api/categories", "catalogue"],
  ["/api/services", "catalogue"],
  ["/api/past-works", "catalogue"],
  ["/api/testimonials", "catalogue"],
  ["/api/coupons", "coupons"],
  ["/api/admins", "accounts"],
  // Staff list the crews and give bookings to them under /api/bookings; these are the owner's.
  ["/api/crews", "crews"],
  ["/api/calendar-feeds", "crews"],
  ["/api/audit", "activity"],
  ["/api/reports", "reports"],
  ["/api/notifications", "outbox"],
  ["/api/settings", "settings"],
  ["/api/openapi.json", "api-docs"],
  ["/api/docs", "api-docs"],
  // The day's work: every line of it is bookings or messages, which both roles handle.
  ["/api/today", "bookings"],
];

/** Single routes that belong to another area than their path's prefix says. */
const routeAreas: ReadonlyMap<string, Area> = new Map([
  ["/api/bookings/:id/payments/:paymentId/reverse", "payment-reversals"],
]);

/** The area of a route's path (as registered, with its `:params`), or undefined when none claims it. */
export function areaOfRoute(url: string): Area | undefined {
  const own = routeAreas.get(url);
  if (own) return own;
  let best: (typeof apiAreas)[number] | undefined;
  for (const entry of apiAreas) {
    const [prefix] = entry;
    if ((url === prefix || url.startsWith(`${prefix}/`)) && prefix.length > (best?.[0].length ?? -1))
      best = entry;
  }
  return best?.[1];
}

/** What an account that must replace its one-time password may still do: see itself and change it. */
const allowedBeforePasswordChange = new Set([
  "GET /api/user/user",
  "PUT /api/user/update-password",
  "PUT /api/user/first-password",
]);

/**
 * Marks an answer as never to be stored by a browser, a proxy or the back/forward cache: answers that
 * carry customers' or staff's details. As an onRequest hook it covers every answer of the route, errors too.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
}

/**
 * The guard every admin route uses, as an onRequest hook: before any body is read or validated. 401
 * without a session; 403 with a message while a one-time password awaits its change, and for a role the
 * roles table keeps out of the route's area. Every answer of an admin route, the 401 included, is
 * `Cache-Control: no-store` (see noStore).
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await noStore(request, reply);
  const admin = request.admin;
  if (!admin) throw unauthorized();
  const url = request.routeOptions.url ?? "";
  if (admin.must_change_password && !allowedBeforePasswordChange.has(`${request.method} ${url}`))
    throw forbidden(mustChangePasswordFirst);
  const area = areaOfRoute(url);
  if (!area || !mayUse(roleOf(admin), area)) throw forbidden(notAllowedForRole);
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookie, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: reply.server.config.env === "production",
    maxAge: sessionAbsoluteMs / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: reply.server.config.env === "production",
  });
}

/**
 * The signed-in admin acting in a route behind requireAdmin: the actor the audit trail records, and
 * the account a profile route changes. Every admin route reads the acting admin through this.
 */
export function actingAdmin(request: FastifyRequest): AdminUserRow {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
