import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AdminUserRow } from "../db/schema.ts";
import { unauthorized } from "../lib/http-error.ts";
import { findUserById } from "../modules/user/user.repository.ts";
import { resolveSession, sessionAbsoluteMs } from "../modules/user/session.repository.ts";

export const sessionCookie = "sid";

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
    request.admin = (await findUserById(app.db, userId)) ?? null;
    request.sessionToken = request.admin ? token : null;
  });
});

/**
 * Marks an answer as never to be stored by a browser, a proxy or the back/forward cache: answers that
 * carry customers' or staff's details. As an onRequest hook it covers every answer of the route, errors too.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
}

/**
 * The guard every admin route uses, as an onRequest hook: before any body is read or validated. Every
 * answer of an admin route, the 401 included, is `Cache-Control: no-store` (see noStore).
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await noStore(request, reply);
  if (!request.admin) throw unauthorized();
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
