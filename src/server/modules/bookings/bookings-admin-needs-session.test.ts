// Every admin route of bookings, coupons and messages refuses a caller without a session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
});
afterAll(() => t.close());

describe("without a session", () => {
  it.each([
    ["GET", "/api/bookings/get"],
    ["PUT", "/api/bookings/update-status/some-id/completed"],
    ["PUT", "/api/bookings/update-status/some-id/not-a-status"],
    ["DELETE", "/api/bookings/delete/some-id"],
    ["GET", "/api/bookings/crews"],
    ["PUT", "/api/bookings/some-id/crew"],
    ["PUT", "/api/bookings/some-id/schedule"],
    ["GET", "/api/coupons/get"],
    ["POST", "/api/coupons/create"],
    ["PUT", "/api/coupons/toggle/some-id/toggle"],
    ["DELETE", "/api/coupons/delete/some-id"],
    ["GET", "/api/messages/get"],
    ["PUT", "/api/messages/read/some-id"],
    ["GET", "/api/messages/unread-count"],
    ["GET", "/api/bookings/some-id/history"],
    ["GET", "/api/bookings/some-id/payments"],
    ["POST", "/api/bookings/some-id/payments"],
    ["POST", "/api/bookings/some-id/payments/other-id/reverse"],
    ["GET", "/api/bookings/series/some-id"],
    ["POST", "/api/bookings/series/some-id/cancel"],
  ] as const)("%s %s answers 401, whatever the body", async (method, url) => {
    for (const payload of [undefined, { code: "X" }, { nonsense: true }]) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().message).toBe("string");
    }
  });

  it("covers every admin route of bookings, coupons and messages", () => {
    const publicRoutes = new Set([
      "POST /api/bookings/create",
      "GET /api/bookings/status/:bookingId",
      "POST /api/coupons/check",
      "GET /api/bookings/manage/:token",
      "POST /api/bookings/manage/:token/reschedule",
      "POST /api/bookings/manage/:token/cancel",
      "POST /api/bookings/manage/:token/visits/:visitId/reschedule",
      "POST /api/bookings/manage/:token/visits/:visitId/skip",
      "POST /api/bookings/manage/:token/series/cancel",
    ]);
    const mine = t.app.routeList
      .filter(({ method, url }) => /^\/api\/(bookings|coupons|messages)\//.test(url) && method !== "HEAD")
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !publicRoutes.has(route));
    expect(mine.sort()).toEqual(
      [
        "GET /api/bookings/get",
        "PUT /api/bookings/update-status/:id/:status",
        "DELETE /api/bookings/delete/:id",
        "GET /api/bookings/crews",
        "GET /api/bookings/:id/history",
        "POST /api/bookings/:id/whatsapp",
        "GET /api/bookings/:id/payments",
        "POST /api/bookings/:id/payments",
        "POST /api/bookings/:id/payments/:paymentId/reverse",
        "GET /api/bookings/series/:id",
        "POST /api/bookings/series/:id/cancel",
        "PUT /api/bookings/:id/crew",
        "PUT /api/bookings/:id/schedule",
        "GET /api/coupons/get",
        "POST /api/coupons/create",
        "PUT /api/coupons/toggle/:id/toggle",
        "DELETE /api/coupons/delete/:id",
        "GET /api/messages/get",
        "PUT /api/messages/read/:id",
        "GET /api/messages/unread-count",
      ].sort(),
    );
  });
});
