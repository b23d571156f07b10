// A price is a number, or the plain decimal text a form field holds; nothing else becomes ₦0, ₦1 or ₦16.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceNotANumber, priceRequired } from "../../../shared/rules/number.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { catalogueVersion, requester } from "../../test/catalogue-test-kit.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
let category: { _id: string };
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
  category = (await api.post("/api/categories/create", { name: "Laundry", description: "d" })).json();
});
afterAll(() => t.close());

const input = (price: unknown) => ({ name: "Ironing", description: "Shirts", price, category: category._id });

describe("a service's price", () => {
  it.each([
    ["blank", "", priceRequired],
    ["spaces", " ", priceRequired],
    ["null", null, priceRequired],
    ["missing", undefined, priceRequired],
    ["a list", [], priceNotANumber],
    ["a list holding a number", [15000], priceNotANumber],
    ["true", true, priceNotANumber],
    ["false", false, priceNotANumber],
    ["hexadecimal", "0x10", priceNotANumber],
    ["exponent notation", "1e3", priceNotANumber],
    ["Infinity", "Infinity", priceNotANumber],
    ["NaN", "NaN", priceNotANumber],
    ["a number with spaces around", " 15000 ", priceNotANumber],
    ["digits and words", "15000 naira", priceNotANumber],
    ["an object", { value: 15000 }, priceNotANumber],
  ])("refuses %s with 400 and the price's message, storing nothing", async (_label, price, message) => {
    const before = await catalogueVersion(t);
    const created = await api.post("/api/services/create", input(price));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({ message, fields: { price: message } });
    expect(await catalogueVersion(t)).toBe(before);
    expect((await api.get("/api/services/get")).json()).toEqual([]);
  });

  it.each([
    [15000, 15000],
    ["15000", 15000],
    ["15000.50", 15000.5],
    [0, 0],
  ])("takes %j as ₦%s", async (price, naira) => {
    const created = await api.post("/api/services/create", input(price));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().price).toBe(naira);
    const edited = await api.put(`/api/services/update/${created.json()._id}`, input(price));
    expect(edited.json().price).toBe(naira);
    await api.del(`/api/services/delete/${created.json()._id}`);
  });

  it("refuses an edit to a price of true, keeping the old price", async () => {
    const service = (await api.post("/api/services/create", input(2500))).json();
    const edited = await api.put(`/api/services/update/${service._id}`, input(true));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(priceNotANumber);
    expect((await api.get("/api/services/get")).json()).toEqual([service]);
    await api.del(`/api/services/delete/${service._id}`);
  });
});
