// Uploads are judged by their bytes: everything that only pretends to be an image, or would cost the
// server too much to read, is refused with a message and stores nothing.
import { PassThrough } from "node:stream";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  expectRefused,
  imageUploadCalls,
  multipart,
  photo,
  type ImageUploadCalls,
} from "../../test/image-uploads.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { maxUploadsInFlight } from "./images.routes.ts";
import {
  damagedImage,
  emptyFile,
  noFileChosen,
  notAnImage,
  tooManyPixels,
  uploadTooLarge,
} from "../../../shared/rules/images.ts";
import { tooManyUploads } from "../../../shared/rules/limits.ts";

let t: TestApp;
let cookie: string;
let calls: ImageUploadCalls;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  calls = imageUploadCalls(t, cookie);
});
afterAll(() => t.close());

/** An upload whose file arrives in two halves, the second when `finish` is called. */
function heldUpload(data: Buffer) {
  const { payload, headers } = multipart(data, "photo.jpg", "image/jpeg");
  const half = Math.floor(payload.length / 2);
  const body = new PassThrough();
  body.write(payload.subarray(0, half));
  const answer = t.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body,
    headers: { ...headers, cookie },
  });
  return {
    answer,
    /** The server has taken the first half: it reads the file, past its check of the uploads in flight. */
    reading: () => body.readableLength === 0,
    finish: () => body.end(payload.subarray(half)),
  };
}

const upload = (...args: Parameters<ImageUploadCalls["upload"]>) => calls.upload(...args);
const imageCount = () => calls.imageCount();

describe("POST /api/uploads", () => {
  it("refuses an SVG, even one named .png", async () => {
    const before = await imageCount();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectRefused(await upload(svg, "logo.svg", "image/svg+xml"), 400, notAnImage);
    await expectRefused(await upload(svg, "logo.png", "image/png"), 400, notAnImage);
    expect(await imageCount()).toBe(before);
  });

  it("refuses a text file named .png, an HTML page and a GIF", async () => {
    const before = await imageCount();
    await expectRefused(
      await upload(Buffer.from("just some notes"), "notes.png", "image/png"),
      400,
      notAnImage,
    );
    await expectRefused(
      await upload(Buffer.from("<!doctype html><script>alert(1)</script>"), "page.jpg", "image/jpeg"),
      400,
      notAnImage,
    );
    const gif = await photo(10, 10).gif().toBuffer();
    await expectRefused(await upload(gif, "anim.gif", "image/gif"), 400, notAnImage);
    expect(await imageCount()).toBe(before);
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
    await expectRefused(await upload(truncated), 400, damagedImage);
    expect(await imageCount()).toBe(before);
  });

  it("refuses an empty file and a request without a file", async () => {
    await expectRefused(await upload(Buffer.alloc(0)), 400, emptyFile);
    const body = multipart(Buffer.from("x"), "a.jpg", "image/jpeg", "other");
    const wrongField = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(noFileChosen);
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
    await expectRefused(await upload(png, "bomb.png", "image/png"), 400, tooManyPixels);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await imageCount()).toBe(before);
  });

  it("refuses a body over 10 MB with 413 and a message", async () => {
    const before = await imageCount();
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    await expectRefused(await upload(huge), 413, uploadTooLarge);
    expect(await imageCount()).toBe(before);
  });

  it("turns away uploads past those in flight with 429 and a message, storing only those it accepts", async () => {
    const before = await imageCount();
    const jpeg = await photo(1200, 900).jpeg().toBuffer();
    // Uploads whose files are still arriving hold every place: each is in flight once the server reads it.
    const held = Array.from({ length: maxUploadsInFlight }, () => heldUpload(jpeg));
    await vi.waitFor(() => expect(held.every((upload) => upload.reading())).toBe(true), { timeout: 10_000 });
    const flood = await Promise.all(Array.from({ length: 2 * maxUploadsInFlight }, () => upload(jpeg)));
    for (const answer of flood) await expectRefused(answer, 429, tooManyUploads);
    expect(await imageCount()).toBe(before);

    for (const upload of held) upload.finish();
    for (const answer of await Promise.all(held.map((upload) => upload.answer)))
      expect(answer.statusCode).toBe(201);
    expect(await imageCount()).toBe(before + maxUploadsInFlight);
    // Once those are done, the next upload goes through.
    expect((await upload(jpeg)).statusCode).toBe(201);
  });

  it("answers 401 without a session, before reading the file", async () => {
    const png = await photo(10, 10).png().toBuffer();
    const response = await upload(png, "a.png", "image/png", false);
    expect(response.statusCode).toBe(401);
  });
});
