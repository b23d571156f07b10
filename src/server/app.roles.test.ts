// Every admin route, taken from the routes the app registered (so a new one cannot be missed), called
// signed out, as staff, as an owner, and as an account that has not yet replaced its one-time password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mayUse, mustChangePasswordFirst, notAllowedForRole, type Area } from "../shared/rules/roles.ts";
import { addAccount, signedInAs } from "./test/accounts.ts";
import { apiRoutes, fillParams } from "./test/api-routes.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import type { AdminRoute } from "./plugins/auth.ts";

// Built before the tests are collected: the list of routes names the tests.
const t: TestApp = await createTestApp({ rateLimitScale: 100 });
// HEAD answers carry no body to read a message from; each shares its GET route's guard.
const routes: AdminRoute[] = t.app.adminRouteList.filter((route) => route.method !== "HEAD");
const cookies: { owner?: string; staff?: string; newcomer?: string } = {};
beforeAll(async () => {
  cookies.owner = await t.signIn();
  cookies.staff = await signedInAs(t, cookies.owner, "staff");
  const newcomer = await addAccount(t, cookies.owner, { role: "staff" });
  cookies.newcomer = await t.signIn({ email: newcomer.account.email, password: newcomer.oneTimePassword });
});
afterAll(() => t.close());

/**
 * What staff may reach, by API, decided here by hand from the business rule (bookings, giving them to crews
 * included, messages, their own profile and picture; nothing else) rather than read from the table under test.
 */
const staffMayReach: Record<string, boolean> = {
  "/api/bookings": true,
  // The whole bookings list as a file is an export: the owner's.
  "/api/bookings/export.csv": false,
  "/api/messages": true,
  "/api/user": true,
  "/api/uploads": true,
  "/api/categories": false,
  "/api/services": false,
  "/api/past-works": false,
  "/api/testimonials": false,
  "/api/coupons": false,
  "/api/admins": false,
  "/api/crews": false,
  "/api/calendar-feeds": false,
  "/api/audit": false,
  "/api/reports": false,
  "/api/notifications": false,
  "/api/settings": false,
  "/api/openapi.json": false,
  "/api/docs": false,
  "/api/today": true,
};

/** Routes of an API staff may reach that stay the owner's, decided by the same business rule. */
const ownersAloneIn: ReadonlySet<string> = new Set(["POST /api/bookings/:id/payments/:paymentId/reverse"]);

const apiOf = (url: string) => url.match(/^\/api\/[^/]+/)![0];
/** A route's own decision where it has one (an owner's file under a staff API), else its API's. */
const staffMayReachRoute = (url: string) => staffMayReach[url] ?? staffMayReach[apiOf(url)];

async function call(route: AdminRoute, cookie?: string) {
  const response = await t.app.inject({
    method: route.method as "GET",
    url: fillParams(route.url, () => "00000000-0000-0000-0000-000000000000"),
    headers: cookie ? { cookie } : {},
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
  });
  // A file (the report's CSV) is no JSON: only refusals carry a message to read.
  const isJson = String(response.headers["content-type"]).startsWith("application/json");
  const message = isJson ? (response.json() as { message?: string }).message : undefined;
  return { status: response.statusCode, message };
}

const named = () => routes.map((route) => [`${route.method} ${route.url}`, route] as const);

describe("the admin routes", () => {
  it("are every route the app serves that is not listed as public or token-guarded", () => {
    const publicRoutes = new Set(
      apiRoutes.filter((r) => r.access !== "admin").map((r) => `${r.method} ${r.url}`),
    );
    const guarded = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const served = t.app.routeList
      .filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*" && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`);
    expect(served.filter((r) => !guarded.has(r) && !publicRoutes.has(r))).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
  });

  it("each belong to an API whose staff access was decided", () => {
    expect(routes.map((r) => apiOf(r.url)).filter((api) => !(api in staffMayReach))).toEqual([]);
  });
});

describe.each(["owner", "staff"] as const)("as %s", (role) => {
  it.each(named())("%s answers as the roles table says", async (_name, route) => {
    const { status, message } = await call(route, cookies[role]);
    const allowed = mayUse(role, route.area as Area);
    if (role === "staff")
      expect(allowed, "the table agrees with the business rule").toBe(
        staffMayReachRoute(route.url) && !ownersAloneIn.has(`${route.method} ${route.url}`),
      );
    if (allowed) {
      expect(status, message).not.toBe(401);
      expect(status, message).not.toBe(403);
    } else {
      expect(status).toBe(403);
      expect(message).toBe(notAllowedForRole);
    }
  });
});

describe("signed out", () => {
  it.each(named())("%s answers 401 with a message", async (_name, route) => {
    const { status, message } = await call(route);
    expect(status).toBe(401);
    expect(message).toBeTruthy();
  });
});

describe("before the one-time password is replaced", () => {
  const stillOpen = new Set([
    "GET /api/user/user",
    "PUT /api/user/update-password",
    "PUT /api/user/first-password",
  ]);
  it.each(named())(
    "%s answers 403 saying so, unless it is the password change or the user",
    async (name, route) => {
      const { status, message } = await call(route, cookies.newcomer);
      if (stillOpen.has(name)) {
        expect(status, message).not.toBe(403);
      } else {
        expect(status).toBe(403);
        expect(message).toBe(mustChangePasswordFirst);
      }
    },
  );
});
