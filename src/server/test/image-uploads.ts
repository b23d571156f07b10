// Uploads as the dashboard sends them (multipart), real pictures made by sharp, and what was stored.
import sharp from "sharp";
import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

export function multipart(data: Buffer, filename: string, type: string, field = "file") {
  const boundary = `----sparkle${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain green picture of the given size, to be encoded in any format. */
export const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 4, g: 122, b: 92 } } });

export function imageUploadCalls(t: TestApp, cookie: string) {
  return {
    upload(data: Buffer, filename = "photo.jpg", type = "image/jpeg", withCookie = true) {
      const body = multipart(data, filename, type);
      return t.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: body.payload,
        headers: { ...body.headers, ...(withCookie ? { cookie } : {}) },
      });
    },
    imageCount: async () =>
      Number(
        (
          await t.database.db
            .selectFrom("images")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** The stored row behind an image address. */
    stored(url: string) {
      const id = url.replace("/api/images/", "");
      return t.database.db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    },
  };
}

export type ImageUploadCalls = ReturnType<typeof imageUploadCalls>;

export async function expectRefused(
  response: Awaited<ReturnType<ImageUploadCalls["upload"]>>,
  status: number,
  message: RegExp | string,
) {
  expect(response.statusCode).toBe(status);
  if (typeof message === "string") expect(response.json().message).toBe(message);
  else expect(response.json().message).toMatch(message);
}
