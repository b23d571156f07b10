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
    ["GET", "/api/bookings/export.csv"],
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
    ["GET", "/api/bookings/some-id/field-work"],
    ["GET", "/api/bookings/job-progress"],
    ["GET", "/api/bookings/some-id/payments"],
    ["POST", "/api/bookings/some-id/payments"],
    ["POST", "/api/bookings/some-id/payments/other-id/reverse"],
    ["GET", "/api/bookings/series/some-id"],
    ["POST", "/api/bookings/series/some-id/cancel"],
    ["POST", "/api/bookings/series/some-id/confirm"],
    ["POST", "/api/bookings/some-id/quote"],
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
      "POST /api/bookings/manage/:token/pay",
      "POST /api/bookings/manage/:token/pay/confirm",
      "POST /api/bookings/manage/:token/messages",
      "POST /api/bookings/manage/:token/quote/accept",
      "POST /api/bookings/manage/:token/quote/decline",
    ]);
    const mine = t.app.routeList
      .filter(({ method, url }) => /^\/api\/(bookings|coupons|messages)\//.test(url) && method !== "HEAD")
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !publicRoutes.has(route));
    expect(mine.sort()).toEqual(
      [
        "GET /api/bookings/get",
        "GET /api/bookings/board",
        "GET /api/bookings/export.csv",
        "PUT /api/bookings/update-status/:id/:status",
        "DELETE /api/bookings/delete/:id",
        "GET /api/bookings/crews",
        "GET /api/bookings/:id/history",
        "GET /api/bookings/:id/field-work",
        "GET /api/bookings/job-progress",
        "POST /api/bookings/:id/whatsapp",
        "POST /api/bookings/:id/quote",
        "GET /api/bookings/:id/payments",
        "POST /api/bookings/:id/payments",
        "POST /api/bookings/:id/payments/:paymentId/reverse",
        "GET /api/bookings/series/:id",
        "POST /api/bookings/series/:id/cancel",
        "POST /api/bookings/series/:id/confirm",
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
