// What an upload stores: real images of every accepted format, resized, re-encoded and stripped of their
// metadata, and nothing but the picture of a file that only starts as one.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUploadCalls, photo, type ImageUploadCalls } from "../../test/image-uploads.ts";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let calls: ImageUploadCalls;
beforeAll(async () => {
  t = await createTestApp();
  calls = imageUploadCalls(t, await t.signIn());
});
afterAll(() => t.close());

const upload = (...args: Parameters<ImageUploadCalls["upload"]>) => calls.upload(...args);
const stored = (url: string) => calls.stored(url);

describe("POST /api/uploads", () => {
  it("stores a valid PNG, at most 1600 px wide, answers its secure_url and audits the upload", async () => {
    const png = await photo(2400, 1200).png().toBuffer();
    const response = await upload(png, "banner.png", "image/png");
    expect(response.statusCode).toBe(201);
    const url = response.json().secure_url as string;
    expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const row = await stored(url);
    expect([row.width, row.height]).toEqual([1600, 800]);
    const meta = await sharp(row.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(1600);
    const audit = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", url.split("/").pop()!)
      .execute();
    expect(audit.map((a) => [a.action, a.entity, a.actor_email])).toEqual([
      ["upload", "image", testAdmin.email],
    ]);
  });

  it("drops every metadata block of a phone photo (GPS included) and turns it upright", async () => {
    const jpeg = await photo(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "Tecno", Model: "Camon 20" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "6/1 27/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "3/1 28/1 0/1",
        },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.toString("latin1")).toContain("Tecno");
    expect(original.orientation).toBe(6);

    const response = await upload(jpeg);
    expect(response.statusCode).toBe(201);
    const row = await stored(response.json().secure_url);
    const meta = await sharp(row.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Buffer.from(row.data).includes(Buffer.from("Tecno"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([100, 300]);
  });

  it("accepts WebP (kept as WebP when it has transparency) and AVIF", async () => {
    const webp = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const webpResponse = await upload(webp, "logo.webp", "image/webp");
    expect(webpResponse.statusCode).toBe(201);
    expect((await stored(webpResponse.json().secure_url)).content_type).toBe("image/webp");

    const avif = await photo(64, 64).avif().toBuffer();
    const avifResponse = await upload(avif, "photo.avif", "image/avif");
    expect(avifResponse.statusCode).toBe(201);
    expect((await stored(avifResponse.json().secure_url)).content_type).toBe("image/jpeg");
  });

  it("stores only the picture of a polyglot: script appended to a JPEG is gone", async () => {
    const jpeg = await photo(40, 40).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from("<script>alert(document.cookie)</script>")]);
    const response = await upload(polyglot, "photo.jpg", "image/jpeg");
    // Accepted as the picture it is, or refused: never stored with the script.
    if (response.statusCode === 201) {
      const row = await stored(response.json().secure_url);
      expect(Buffer.from(row.data).includes(Buffer.from("<script>"))).toBe(false);
    } else {
      expect(response.statusCode).toBe(400);
    }
  });
});
