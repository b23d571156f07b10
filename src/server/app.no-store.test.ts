// Customers' and staff's details are never kept by a browser, a proxy or the back/forward cache: every
// answer of an admin route, and of the public booking status lookup, is `Cache-Control: no-store`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { apiRoutes, fillParams, type ApiRoute } from "./test/api-routes.ts";
import { bookingPayload, seedCatalogue } from "./test/booking-fixtures.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const adminRoutes = apiRoutes.filter((route) => route.access === "admin");

function call(route: ApiRoute, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: route.method,
    url: fillParams(route.url, () => "00000000-0000-0000-0000-000000000000"),
    headers,
    ...(route.body === "json" ? { payload: {} } : {}),
  });
}

describe("Cache-Control: no-store", () => {
  it.each(adminRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "on %s, signed in or not",
    async (_name, route) => {
      const signedOut = await call(route);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.headers["cache-control"]).toBe("no-store");
      const signedIn = await call(route, { cookie });
      expect(signedIn.statusCode).not.toBe(401);
      expect(signedIn.headers["cache-control"]).toBe("no-store");
    },
  );

  it("on the admin answers that carry records", async () => {
    for (const url of ["/api/bookings/get", "/api/user/user", "/api/messages/get", "/api/coupons/get"]) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("on the public booking status lookup, found, unknown or malformed", async () => {
    const services = await seedCatalogue(t.app.db);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!]),
    });
    expect(created.statusCode).toBe(201);
    const found = await t.app.inject({ url: `/api/bookings/status/${created.json().bookingId}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ name: "Chiamaka" });
    expect(found.headers["cache-control"]).toBe("no-store");
    for (const id of ["CL-0000000000", "not an id", "x".repeat(65)]) {
      const response = await t.app.inject({ url: `/api/bookings/status/${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.headers["cache-control"], id).toBe("no-store");
    }
  });

  it("not on the public catalogue, which browsers may keep and revalidate", async () => {
    const response = await t.app.inject({ url: "/api/services/get" });
    expect(response.headers["cache-control"]).not.toBe("no-store");
  });
});
