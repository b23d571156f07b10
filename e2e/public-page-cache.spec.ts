import { expect, test } from "./fixtures";

// Request-level journeys: the same at every screen size, so the phone run skips them.
test.skip(({ isMobile }) => isMobile, "HTTP only; the phone run would repeat it");

test("a cached public page shows a catalogue change on the very next visit", async ({
  request,
  adminPage,
}) => {
  const first = await request.get("/services");
  expect(first.status()).toBe(200);
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toBe("no-cache");

  const again = await request.get("/services");
  expect(again.headers()["etag"]).toBe(etag);
  const revalidated = await request.get("/services", { headers: { "if-none-match": etag as string } });
  expect(revalidated.status()).toBe(304);

  const name = `Cache Check ${Date.now().toString(36)}`;
  const created = await adminPage.request.post("/api/categories/create", {
    data: { name, description: "Made by the page cache journey.", images: [] },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  try {
    const afterWrite = await request.get("/services");
    expect(afterWrite.status()).toBe(200);
    expect(afterWrite.headers()["etag"]).not.toBe(etag);
    expect(await afterWrite.text()).toContain(name);
  } finally {
    expect((await adminPage.request.delete(`/api/categories/delete/${_id}`)).status()).toBe(200);
  }
  expect(await (await request.get("/services")).text()).not.toContain(name);
});

test("error pages and signed-in visits are never served from the cache", async ({ request, adminPage }) => {
  for (let i = 0; i < 2; i++) {
    const missing = await request.get("/no-such-page-for-the-cache");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["etag"]).toBeUndefined();
  }
  const signedIn = await adminPage.request.get("/services");
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()["etag"]).toBeUndefined();
});
