import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { fakeDate } from "../../test/fake-date.ts";
import { auditOf, catalogueVersion, requester } from "../../test/catalogue-test-kit.ts";
import { imageLimitMessage } from "../../../shared/rules/images.ts";
import { maxPastWorkImages } from "../../../shared/schemas/past-work.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
});
afterAll(() => t.close());

const image = (n: number) => `/api/images/00000000-0000-0000-0000-00000000000${n}`;
const valid = {
  title: "Lekki Duplex",
  description: "Cleaned after the builders left",
  images: [image(1), image(2)],
};

describe("past works", () => {
  it("creates, updates and deletes a work, newest first in the list, auditing each write", async () => {
    // Distinct creation times, so "newest first" has one answer.
    const clock = fakeDate();
    let first: Awaited<ReturnType<typeof api.post>>;
    let second: { _id: string };
    try {
      first = await api.post("/api/past-works/create", valid);
      clock.advance(1000);
      second = (await api.post("/api/past-works/create", { ...valid, title: "Ikoyi Office" })).json();
    } finally {
      clock.restore();
    }
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ _id: expect.any(String), ...valid });
    expect((await api.get("/api/past-works/get")).json().map((w: { title: string }) => w.title)).toEqual([
      "Ikoyi Office",
      "Lekki Duplex",
    ]);

    const updated = await api.put(`/api/past-works/update/${first.json()._id}`, { ...valid, images: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...first.json(), images: [] });

    expect((await api.del(`/api/past-works/delete/${first.json()._id}`)).statusCode).toBe(200);
    expect((await api.del(`/api/past-works/delete/${second._id}`)).statusCode).toBe(200);
    expect((await api.get("/api/past-works/get")).json()).toEqual([]);
    expect((await auditOf(t, first.json()._id)).map((e) => [e.action, e.entity, e.actor])).toEqual([
      ["create", "past-work", testAdmin.email],
      ["update", "past-work", testAdmin.email],
      ["delete", "past-work", testAdmin.email],
    ]);
  });

  it.each([
    [
      "a fourth image",
      { images: [image(1), image(2), image(3), image(4)] },
      imageLimitMessage(maxPastWorkImages),
    ],
    ["a title over 40 characters", { title: "x".repeat(41) }, "Title must be at most 40 characters"],
    [
      "a description over 500 characters",
      { description: "x".repeat(501) },
      "Description must be at most 500 characters",
    ],
    ["a missing title", { title: "" }, "Title is required"],
    ["a missing description", { description: "  " }, "Description is required"],
  ])("refuses %s with 400 and a message, storing nothing", async (_label, change, message) => {
    const before = await catalogueVersion(t);
    const response = await api.post("/api/past-works/create", { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await catalogueVersion(t)).toBe(before);
    expect((await api.get("/api/past-works/get")).json()).toEqual([]);
  });

  it("accepts a title of exactly 40 and a description of exactly 500 characters", async () => {
    const response = await api.post("/api/past-works/create", {
      ...valid,
      title: "x".repeat(40),
      description: "y".repeat(500),
    });
    expect(response.statusCode).toBe(201);
    await api.del(`/api/past-works/delete/${response.json()._id}`);
  });

  it("answers 404 for unknown ids and 401 without a session", async () => {
    const missing = "00000000-0000-0000-0000-000000000000";
    expect((await api.put(`/api/past-works/update/${missing}`, valid)).statusCode).toBe(404);
    expect((await api.del(`/api/past-works/delete/${missing}`)).statusCode).toBe(404);
    const responses = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/past-works/create", payload: valid }),
      t.app.inject({ method: "PUT", url: "/api/past-works/update/x", payload: valid }),
      t.app.inject({ method: "DELETE", url: "/api/past-works/delete/x" }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });
});
