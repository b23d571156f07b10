import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { auditOf, catalogueVersion, requester } from "../../test/catalogue-test-kit.ts";
import { imageLimitMessage } from "../../../shared/rules/images.ts";
import { maxServiceImages } from "../../../shared/schemas/service.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
let category: { _id: string; name: string };
let other: { _id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
  category = (
    await api.post("/api/categories/create", { name: "Laundry & Dry Cleaning", description: "d" })
  ).json();
  other = (await api.post("/api/categories/create", { name: "Home Cleaning", description: "d" })).json();
});
afterAll(() => t.close());

const image = (n: number) => `/api/images/00000000-0000-0000-0000-00000000000${n}`;
const input = () => ({
  name: "Wash & Fold",
  description: "Clothes washed and folded",
  price: 15000.5,
  category: category._id,
  images: [image(1)],
});

describe("services", () => {
  it("creates, updates and deletes a service, answering its category as { _id, name } and auditing each write", async () => {
    const created = await api.post("/api/services/create", input());
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toEqual({
      _id: expect.any(String),
      name: "Wash & Fold",
      description: "Clothes washed and folded",
      price: 15000.5,
      category: { _id: category._id, name: category.name },
      images: [image(1)],
      oneOff: false,
    });
    expect((await api.get("/api/services/get")).json()).toEqual([service]);

    const moved = await api.put(`/api/services/update/${service._id}`, {
      ...input(),
      price: "25000",
      category: other._id,
      images: [],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      price: 25000,
      category: { _id: other._id, name: "Home Cleaning" },
      images: [],
    });
    expect((await api.get("/api/services/get")).json()).toEqual([moved.json()]);

    expect((await api.del(`/api/services/delete/${service._id}`)).statusCode).toBe(200);
    expect((await api.get("/api/services/get")).json()).toEqual([]);
    expect((await auditOf(t, service._id)).map((e) => [e.action, e.entity, e.actor])).toEqual([
      ["create", "service", testAdmin.email],
      ["update", "service", testAdmin.email],
      ["delete", "service", testAdmin.email],
    ]);
  });

  it("shows a renamed category's new name on its services", async () => {
    const service = (await api.post("/api/services/create", input())).json();
    await api.put(`/api/categories/update/${category._id}`, { name: "Laundry", description: "d" });
    const listed = (await api.get("/api/services/get")).json();
    expect(listed.find((s: { _id: string }) => s._id === service._id).category).toEqual({
      _id: category._id,
      name: "Laundry",
    });
    await api.put(`/api/categories/update/${category._id}`, { name: category.name, description: "d" });
    await api.del(`/api/services/delete/${service._id}`);
  });

  it.each([
    [
      "a fourth image",
      { images: [image(1), image(2), image(3), image(4)] },
      imageLimitMessage(maxServiceImages),
    ],
    ["a price below 0", { price: -1 }, "Price cannot be below 0"],
    ["a price that is not a number", { price: "abc" }, "Price must be a number"],
    ["a missing name", { name: "" }, "Service name is required"],
    ["a missing description", { description: "" }, "Service description is required"],
    ["a missing category", { category: "" }, "Category is required"],
  ])("refuses %s with 400 and a message, storing nothing", async (_label, change, message) => {
    const before = await catalogueVersion(t);
    const response = await api.post("/api/services/create", { ...input(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await catalogueVersion(t)).toBe(before);
    expect((await api.get("/api/services/get")).json()).toEqual([]);
  });

  it("refuses a category that does not exist with 400 Category not found", async () => {
    const created = await api.post("/api/services/create", { ...input(), category: "no-such-category" });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe("Category not found");

    const service = (await api.post("/api/services/create", input())).json();
    const updated = await api.put(`/api/services/update/${service._id}`, {
      ...input(),
      category: "no-such-category",
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe("Category not found");
    expect((await api.get("/api/services/get")).json()).toEqual([service]);
    await api.del(`/api/services/delete/${service._id}`);
  });

  it("answers 404 for unknown ids", async () => {
    const missing = "00000000-0000-0000-0000-000000000000";
    expect((await api.put(`/api/services/update/${missing}`, input())).statusCode).toBe(404);
    const remove = await api.del(`/api/services/delete/${missing}`);
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe("Service not found");
  });

  it("answers 401 to every write without a session", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/services/create", payload: input() }),
      t.app.inject({ method: "PUT", url: "/api/services/update/x", payload: input() }),
      t.app.inject({ method: "DELETE", url: "/api/services/delete/x" }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });
});
