// Uploads are judged by their bytes: real images made here by sharp, and everything that only
// pretends to be one. Stored images come back in the sizes and formats pages ask for.
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { maxUploadsInFlight } from "./images.routes.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

function multipart(data: Buffer, filename: string, type: string, field = "file") {
  const boundary = `----sparkle${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(data: Buffer, filename = "photo.jpg", type = "image/jpeg", withCookie = true) {
  const body = multipart(data, filename, type);
  return t.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, ...(withCookie ? { cookie } : {}) },
  });
}

const imageCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("images")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function stored(url: string) {
  const id = url.replace("/api/images/", "");
  return t.database.db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 4, g: 122, b: 92 } } });

async function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, message: RegExp) {
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toMatch(message);
}

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

  it("refuses an SVG, even one named .png", async () => {
    const before = await imageCount();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectRefused(await upload(svg, "logo.svg", "image/svg+xml"), 400, /not a supported image/);
    await expectRefused(await upload(svg, "logo.png", "image/png"), 400, /not a supported image/);
    expect(await imageCount()).toBe(before);
  });

  it("refuses a text file named .png, an HTML page and a GIF", async () => {
    const before = await imageCount();
    await expectRefused(
      await upload(Buffer.from("just some notes"), "notes.png", "image/png"),
      400,
      /not a supported image/,
    );
    await expectRefused(
      await upload(Buffer.from("<!doctype html><script>alert(1)</script>"), "page.jpg", "image/jpeg"),
      400,
      /not a supported image/,
    );
    const gif = await photo(10, 10).gif().toBuffer();
    await expectRefused(await upload(gif, "anim.gif", "image/gif"), 400, /not a supported image/);
    expect(await imageCount()).toBe(before);
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

  it("refuses a truncated JPEG", async () => {
    const before = await imageCount();
    const jpeg = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: "#047a5c",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expectRefused(await upload(truncated), 400, /damaged or incomplete/);
    expect(await imageCount()).toBe(before);
  });

  it("refuses an empty file and a request without a file", async () => {
    await expectRefused(await upload(Buffer.alloc(0)), 400, /empty/);
    const body = multipart(Buffer.from("x"), "a.jpg", "image/jpeg", "other");
    const wrongField = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe("Choose an image to upload.");
  });

  it("refuses a cut-off multipart body with 400 and a message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc',
      headers: { "content-type": "multipart/form-data; boundary=xyz", cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe("string");
  });

  it("refuses a pixel bomb from its header, without decoding it", async () => {
    const before = await imageCount();
    // A real 1 x 1 PNG whose header claims 20000 x 20000 pixels (400 megapixels).
    const png = Buffer.from(await photo(1, 1).png().toBuffer());
    png.writeUInt32BE(20000, 16);
    png.writeUInt32BE(20000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(20000);
    const started = Date.now();
    await expectRefused(await upload(png, "bomb.png", "image/png"), 400, /40 megapixels/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await imageCount()).toBe(before);
  });

  it("refuses a body over 10 MB with 413 and a message", async () => {
    const before = await imageCount();
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    await expectRefused(await upload(huge), 413, /10 MB/);
    expect(await imageCount()).toBe(before);
  });

  it("turns away a flood of parallel uploads with 429 and a message, storing only those it accepts", async () => {
    const before = await imageCount();
    const jpeg = await photo(1200, 900).jpeg().toBuffer();
    const answers = await Promise.all(Array.from({ length: 3 * maxUploadsInFlight }, () => upload(jpeg)));
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(maxUploadsInFlight);
    for (const answer of refused) await expectRefused(answer, 429, /Too many uploads at once/);
    expect(await imageCount()).toBe(before + accepted.length);
    // Once the flood has passed, the next upload goes through.
    expect((await upload(jpeg)).statusCode).toBe(201);
  });

  it("answers 401 without a session, before reading the file", async () => {
    const png = await photo(10, 10).png().toBuffer();
    const response = await upload(png, "a.png", "image/png", false);
    expect(response.statusCode).toBe(401);
  });
});

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
