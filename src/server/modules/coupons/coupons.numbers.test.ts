// A coupon's discount and usage limit are numbers (or a form field's plain decimal text), never true or [].
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { discountNotANumber, usageLimitNotANumber } from "../../../shared/rules/number.ts";
import { requiredCouponFields } from "../../../shared/schemas/coupon.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
});
afterAll(() => t.close());

let codes = 0;
const valid = () => ({
  code: `NUM${++codes}`,
  discount: 15,
  expirationDate: todayInLagos(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
});
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/coupons/create", payload, headers: { cookie } });
const stored = async () =>
  (await t.app.inject({ url: "/api/coupons/get", headers: { cookie } })).json().length;

describe("a coupon's numbers", () => {
  it.each([
    ["blank", "", requiredCouponFields],
    ["spaces", "  ", requiredCouponFields],
    ["null", null, requiredCouponFields],
    ["true", true, discountNotANumber],
    ["a list", [], discountNotANumber],
    ["a list holding a number", [10], discountNotANumber],
    ["hexadecimal", "0x10", discountNotANumber],
    ["exponent notation", "1e1", discountNotANumber],
    ["Infinity", "Infinity", discountNotANumber],
  ])(
    "refuses a discount of %s with 400 and a message, storing nothing",
    async (_label, discount, message) => {
      const before = await stored();
      const response = await create({ ...valid(), discount });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message, fields: { discount: message } });
      expect(await stored()).toBe(before);
    },
  );

  it.each([
    ["true", true],
    ["a list", []],
    ["blank", ""],
    ["hexadecimal", "0x10"],
    ["false", false],
  ])("refuses a usage limit of %s with 400 and a message, storing nothing", async (_label, usageLimit) => {
    const before = await stored();
    const response = await create({ ...valid(), usageLimit });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: usageLimitNotANumber });
    expect(await stored()).toBe(before);
  });

  it("takes the numbers as a form's text and as JSON numbers; a null usage limit is unlimited", async () => {
    const asText = await create({ ...valid(), discount: "20", usageLimit: "3" });
    expect(asText.statusCode, asText.body).toBe(201);
    expect(asText.json()).toMatchObject({ discount: 20, usageLimit: 3 });
    const unlimited = await create({ ...valid(), discount: 5, usageLimit: null });
    expect(unlimited.json()).toMatchObject({ discount: 5, usageLimit: null });
  });
});
