// Stored images come back in the sizes and formats pages ask for, cached for good.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUploadCalls, photo, type ImageUploadCalls } from "../../test/image-uploads.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let calls: ImageUploadCalls;
beforeAll(async () => {
  t = await createTestApp();
  calls = imageUploadCalls(t, await t.signIn());
});
afterAll(() => t.close());

const upload = (...args: Parameters<ImageUploadCalls["upload"]>) => calls.upload(...args);

describe("GET /api/images/:id", () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(await photo(1200, 800).jpeg().toBuffer())).json().secure_url;
  });

  it("serves the stored image, immutable, tagged and never sniffed", async () => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers.etag).toBeTruthy();
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);

    const again = await t.app.inject({ url, headers: { "if-none-match": response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ["avif", "image/avif", "heif"],
    ["webp", "image/webp", "webp"],
    ["jpeg", "image/jpeg", "jpeg"],
  ] as const)(
    "renders a %s variant at the asked width once and keeps it",
    async (format, type, sharpFormat) => {
      const variantUrl = `${url}?w=320&f=${format}`;
      const first = await t.app.inject({ url: variantUrl });
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toBe(type);
      expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(first.rawPayload).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect([meta.width, meta.height]).toEqual([320, 213]);

      const id = url.split("/").pop()!;
      const kept = await t.database.db
        .selectFrom("image_variants")
        .select("data")
        .where("image_id", "=", id)
        .where("width", "=", 320)
        .where("format", "=", format)
        .execute();
      expect(kept).toHaveLength(1);
      const second = await t.app.inject({ url: variantUrl });
      expect(Buffer.compare(second.rawPayload, Buffer.from(kept[0]!.data))).toBe(0);
    },
  );

  it("never enlarges: a width above the original's gives the original's", async () => {
    const response = await t.app.inject({ url: `${url}?w=1600&f=webp` });
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
  });

  it("answers 404 for an unknown image and 400 for bad parameters", async () => {
    const missing = await t.app.inject({
      url: "/api/images/00000000-0000-0000-0000-000000000000?w=320&f=webp",
    });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers["cache-control"] ?? "")).not.toContain("immutable");
    for (const query of ["w=333", "w=abc", "f=gif", "w=-1&f=webp", "w=1e9"]) {
      const response = await t.app.inject({ url: `${url}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
    expect(
      (await t.app.inject({ url: "/api/images/..%2F..%2Fetc%2Fpasswd" })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
