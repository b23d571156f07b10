import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { auditOf, catalogueVersion, requester } from "../../test/catalogue-test-kit.ts";
import { imageLimitMessage } from "../../../shared/rules/images.ts";
import { maxCategoryImages } from "../../../shared/schemas/category.ts";
import { duplicateCategory } from "../../../shared/rules/catalogue.ts";

let t: TestApp;
let cookie = "";
let api: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  api = requester(t, () => cookie);
});
afterAll(() => t.close());

const image = "/api/images/00000000-0000-0000-0000-000000000001";
const valid = { name: "Home Cleaning", description: "Homes across Lagos", images: [image] };

describe("categories", () => {
  it("creates, lists, updates and deletes a category, auditing each write", async () => {
    const created = await api.post("/api/categories/create", valid);
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toEqual({ _id: expect.any(String), ...valid, slug: "home-cleaning" });

    expect((await api.get("/api/categories/get")).json()).toEqual([category]);

    const updated = await api.put(`/api/categories/update/${category._id}`, {
      ...valid,
      name: "Home Deep Cleaning",
      images: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...category, name: "Home Deep Cleaning", images: [] });
    expect((await api.get("/api/categories/get")).json()).toEqual([updated.json()]);

    const deleted = await api.del(`/api/categories/delete/${category._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(typeof deleted.json().message).toBe("string");
    expect((await api.get("/api/categories/get")).json()).toEqual([]);

    expect(await auditOf(t, category._id)).toEqual([
      { action: "create", entity: "category", actor: testAdmin.email },
      { action: "update", entity: "category", actor: testAdmin.email },
      { action: "delete", entity: "category", actor: testAdmin.email },
    ]);
  });

  it.each([
    ["a missing name", { description: "x" }, "Category name is required"],
    ["a blank name", { name: "   ", description: "x" }, "Category name is required"],
    ["a missing description", { name: "Laundry" }, "Category description is required"],
    ["a blank description", { name: "Laundry", description: " " }, "Category description is required"],
    [
      "a fourth image",
      { name: "Laundry", description: "x", images: [image, image, image, image] },
      imageLimitMessage(maxCategoryImages),
    ],
    [
      "an image link that is not an image url",
      { name: "Laundry", description: "x", images: ["javascript:alert(1)"] },
      "Image link is not valid",
    ],
  ])("refuses %s with 400 and the form's message, storing nothing", async (_label, body, message) => {
    const before = await catalogueVersion(t);
    const response = await api.post("/api/categories/create", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await catalogueVersion(t)).toBe(before);
    expect((await api.get("/api/categories/get")).json()).toEqual([]);
  });

  it("refuses a NUL character in text or ids with 400 on both databases (PostgreSQL text cannot hold it)", async () => {
    const named = await api.post("/api/categories/create", { name: "Home\u0000Cleaning", description: "x" });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe("Category name contains a character that is not allowed");
    expect((await api.del("/api/categories/delete/%00")).statusCode).toBe(400);
  });

  it("keeps names unique whatever their case or spacing (409)", async () => {
    const first = await api.post("/api/categories/create", { ...valid, name: "Fumigation" });
    expect(first.statusCode).toBe(201);
    for (const name of ["fumigation", "FUMIGATION", "  Fumigation  "]) {
      const again = await api.post("/api/categories/create", { ...valid, name });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(duplicateCategory);
    }
    const other = await api.post("/api/categories/create", { ...valid, name: "Pest Control" });
    const renamed = await api.put(`/api/categories/update/${other.json()._id}`, {
      ...valid,
      name: "FUMIGATION",
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(duplicateCategory);
    // Keeping its own name, or changing only its case, is not a clash.
    const recased = await api.put(`/api/categories/update/${first.json()._id}`, {
      ...valid,
      name: "FUMIGATION",
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().name).toBe("FUMIGATION");
    await api.del(`/api/categories/delete/${first.json()._id}`);
    await api.del(`/api/categories/delete/${other.json()._id}`);
  });

  it("refuses to delete a category that still has services (409), and deletes it once they are gone", async () => {
    const category = (await api.post("/api/categories/create", { ...valid, name: "Office Cleaning" })).json();
    const service = (
      await api.post("/api/services/create", {
        name: "Daily",
        description: "d",
        price: 30000,
        category: category._id,
      })
    ).json();
    const refused = await api.del(`/api/categories/delete/${category._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Remove or move this category's services first.");
    expect((await api.get("/api/categories/get")).json().map((c: { _id: string }) => c._id)).toContain(
      category._id,
    );

    await api.del(`/api/services/delete/${service._id}`);
    expect((await api.del(`/api/categories/delete/${category._id}`)).statusCode).toBe(200);
  });

  it("answers 404 for unknown ids", async () => {
    const missing = "00000000-0000-0000-0000-000000000000";
    const update = await api.put(`/api/categories/update/${missing}`, valid);
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe("Category not found");
    const remove = await api.del(`/api/categories/delete/${missing}`);
    expect(remove.statusCode).toBe(404);
  });

  it("answers 401 to every write without a session, changing nothing", async () => {
    const before = await catalogueVersion(t);
    const anonymous = [
      t.app.inject({ method: "POST", url: "/api/categories/create", payload: valid }),
      t.app.inject({ method: "PUT", url: "/api/categories/update/x", payload: valid }),
      t.app.inject({ method: "DELETE", url: "/api/categories/delete/x" }),
    ];
    for (const response of await Promise.all(anonymous)) expect(response.statusCode).toBe(401);
    expect(await catalogueVersion(t)).toBe(before);
  });
});
