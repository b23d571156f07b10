// A service may be marked one-off only: the booking form then offers no regular visits
// with it. The flag is stored, answered on every read (the public catalogue's too) and changed like the rest.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { catalogueVersion, requester } from "../../test/catalogue-test-kit.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
  categoryId = (await api.post("/api/categories/create", { name: "Events", description: "d" })).json()._id;
});
afterAll(() => t.close());

const input = () => ({
  name: "After-party Cleaning",
  description: "The morning after",
  price: 60000,
  category: categoryId,
  images: [],
});

type Listed = { _id: string; oneOff: boolean };
const listed = async (id: string) =>
  ((await api.get("/api/services/get")).json() as Listed[]).find((service) => service._id === id);

describe("one-off only services", () => {
  it("are created, read and updated with the flag; a service is not one-off unless said", async () => {
    const plain = await api.post("/api/services/create", input());
    expect(plain.statusCode).toBe(201);
    expect(plain.json().oneOff).toBe(false);

    const created = await api.post("/api/services/create", { ...input(), oneOff: true });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(created.json().oneOff).toBe(true);
    expect(await listed(id)).toMatchObject({ oneOff: true });
    expect(await listed(plain.json()._id)).toMatchObject({ oneOff: false });

    const cleared = await api.put(`/api/services/update/${id}`, { ...input(), oneOff: false });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().oneOff).toBe(false);
    expect(await listed(id)).toMatchObject({ oneOff: false });

    const marked = await api.put(`/api/services/update/${id}`, { ...input(), oneOff: true });
    expect(marked.json().oneOff).toBe(true);
    expect(await listed(id)).toMatchObject({ oneOff: true });

    // An update that does not say is one that may repeat, as a new service is.
    const unsaid = await api.put(`/api/services/update/${id}`, input());
    expect(unsaid.json().oneOff).toBe(false);
    expect(await listed(id)).toMatchObject({ oneOff: false });
  });

  it("refuses a flag that is not true or false with 400 and a message, storing nothing", async () => {
    const before = await catalogueVersion(t);
    const response = await api.post("/api/services/create", { ...input(), name: "Odd", oneOff: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("One-off only must be true or false");
    expect(await catalogueVersion(t)).toBe(before);
    const names = ((await api.get("/api/services/get")).json() as { name: string }[]).map((s) => s.name);
    expect(names).not.toContain("Odd");
  });
});
