// Each rate limit answers (the booking form's one in bookings-status.test.ts) 429 with its own words from the rules layer (src/shared/rules/limits.ts), so
// a customer or a crew lead who meets one reads why, and the words are written once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  tooManyCalendarRequests,
  tooManyContactMessages,
  tooManyCouponChecks,
  tooManyCrewPageRequests,
  tooManyManageRequests,
  tooManyPasswordAttempts,
  tooManyPaymentAttempts,
  tooManyStatusChecks,
} from "../../shared/rules/limits.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// A limit scaled below one request: the first request of each kind is already one too many.
let tight: TestApp;
beforeAll(async () => {
  tight = await createTestApp({ rateLimitScale: 0.001 });
});
afterAll(() => tight?.close());

describe("a rate limit's answer", () => {
  it.each([
    ["GET", "/api/bookings/status/CL-0000000000", undefined, tooManyStatusChecks],
    ["GET", "/api/bookings/manage/no-such-link", undefined, tooManyManageRequests],
    ["POST", "/api/bookings/manage/no-such-link/pay", {}, tooManyPaymentAttempts],
    [
      "POST",
      "/api/contact/send-message",
      { name: "Bola", email: "bola@example.ng", message: "Hello" },
      tooManyContactMessages,
    ],
    ["POST", "/api/coupons/check", { code: "GUESS" }, tooManyCouponChecks],
    ["GET", "/calendar/no-such-feed.ics", undefined, tooManyCalendarRequests],
    ["GET", "/crew/no-such-page", undefined, tooManyCrewPageRequests],
  ] as const)("%s %s says its own words", async (method, url, payload, message) => {
    const response = await tight.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(message);
  });

  it("says so to a signed-in account that guesses its current password too often", async () => {
    const t = await createTestApp();
    try {
      const cookie = await t.signIn();
      const statuses: number[] = [];
      let last = "";
      for (let i = 0; i < 11; i++) {
        const response = await t.app.inject({
          method: "PUT",
          url: "/api/user/update-password",
          payload: { currentPassword: `wrong guess ${i}`, newPassword: "a new long password 42" },
          headers: { cookie },
        });
        statuses.push(response.statusCode);
        last = response.json().message;
      }
      expect(statuses[10]).toBe(429);
      expect(last).toBe(tooManyPasswordAttempts);
    } finally {
      await t.close();
    }
  });
});
