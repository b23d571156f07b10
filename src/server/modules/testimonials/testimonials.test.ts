import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { auditOf, catalogueVersion, requester } from "../../test/catalogue-test-kit.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
});
afterAll(() => t.close());

const valid = {
  name: "Chiamaka Obi",
  role: "Homeowner, Lekki",
  feedback: "Spotless and on time.",
  image: "/api/images/00000000-0000-0000-0000-000000000001",
};

describe("testimonials", () => {
  it("creates, updates and deletes a testimonial, auditing each write", async () => {
    const created = await api.post("/api/testimonials/create", valid);
    expect(created.statusCode).toBe(201);
    const testimonial = created.json();
    expect(testimonial).toEqual({ _id: expect.any(String), ...valid });
    expect((await api.get("/api/testimonials/get")).json()).toEqual([testimonial]);

    const updated = await api.put(`/api/testimonials/update/${testimonial._id}`, { ...valid, image: "" });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...testimonial, image: "" });

    expect((await api.del(`/api/testimonials/delete/${testimonial._id}`)).statusCode).toBe(200);
    expect((await api.get("/api/testimonials/get")).json()).toEqual([]);
    expect((await auditOf(t, testimonial._id)).map((e) => [e.action, e.entity, e.actor])).toEqual([
      ["create", "testimonial", testAdmin.email],
      ["update", "testimonial", testAdmin.email],
      ["delete", "testimonial", testAdmin.email],
    ]);
  });

  it("accepts a testimonial without an image", async () => {
    const { image: _image, ...withoutImage } = valid;
    const response = await api.post("/api/testimonials/create", withoutImage);
    expect(response.statusCode).toBe(201);
    expect(response.json().image).toBe("");
    await api.del(`/api/testimonials/delete/${response.json()._id}`);
  });

  it.each([
    ["a missing name", { name: "" }, "Name is required"],
    ["a missing role", { role: " " }, "Role is required"],
    ["a missing feedback", { feedback: "" }, "Feedback is required"],
    ["an image that is not an image link", { image: "data:text/html,<script>" }, "Image link is not valid"],
  ])("refuses %s with 400 and a message, storing nothing", async (_label, change, message) => {
    const before = await catalogueVersion(t);
    const response = await api.post("/api/testimonials/create", { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await catalogueVersion(t)).toBe(before);
    expect((await api.get("/api/testimonials/get")).json()).toEqual([]);
  });

  it("answers 404 for unknown ids and 401 without a session", async () => {
    const missing = "00000000-0000-0000-0000-000000000000";
    expect((await api.put(`/api/testimonials/update/${missing}`, valid)).statusCode).toBe(404);
    expect((await api.del(`/api/testimonials/delete/${missing}`)).statusCode).toBe(404);
    const responses = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/testimonials/create", payload: valid }),
      t.app.inject({ method: "PUT", url: "/api/testimonials/update/x", payload: valid }),
      t.app.inject({ method: "DELETE", url: "/api/testimonials/delete/x" }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });
});
