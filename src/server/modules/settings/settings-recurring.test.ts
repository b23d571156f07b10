// The Regular visits section of the settings: the discount of each frequency, in whole
// percent from 0 (the booking form then hides it) to the limit; anything else refused, nothing saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  defaultRecurringDiscounts,
  maxRecurringDiscount,
  recurringDiscountNotValid,
} from "../../../shared/rules/recurring.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const current = async () => ((await t.app.inject({ url: "/api/settings" })).json() as SiteSettings).recurring;
const put = (recurring: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/settings", headers: { cookie }, payload: { recurring } });

describe("the Regular visits settings", () => {
  it("start from the defaults and save each frequency's discount, 0 included", async () => {
    expect(await current()).toEqual(defaultRecurringDiscounts);
    const saved = await put({ weekly: 15, fortnightly: 0, monthly: maxRecurringDiscount });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await current()).toEqual({ weekly: 15, fortnightly: 0, monthly: maxRecurringDiscount });
  });

  it.each([
    ["above the limit", { weekly: maxRecurringDiscount + 1 }, "weekly"],
    ["below 0", { fortnightly: -1 }, "fortnightly"],
    ["not whole", { monthly: 2.5 }, "monthly"],
    ["not a number", { weekly: "ten" }, "weekly"],
  ] as const)(
    "refuse a discount %s with 400 and its message, saving nothing",
    async (_what, change, field) => {
      const before = await current();
      const response = await put({ ...before, ...change });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain(recurringDiscountNotValid(field));
      expect(await current()).toEqual(before);
    },
  );
});
