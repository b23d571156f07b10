// Every picture field takes only the site's own images, the `secure_url` an upload answers: a link to
// another site would be stored and then blocked by the site's own Content-Security-Policy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  imageNotUploadedHere,
  imageUrlMaxLength,
  imageUrlNotValid,
  imageUrlTooLong,
} from "../../../shared/rules/image-url.ts";
import { characterNotAllowed } from "../../../shared/rules/text.ts";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { requester } from "../../test/catalogue-test-kit.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
let categoryId: string;
let uploaded: string;
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
  categoryId = (await api.post("/api/categories/create", { name: "Laundry", description: "d" })).json()._id;
  const boundary = "pictureboundary";
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      tinyPng,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  uploaded = upload.json().secure_url;
});
afterAll(() => t.close());

type Field = { label: string; url: string; method: "POST" | "PUT"; body: (image: string) => object };
const fields: Field[] = [
  {
    label: "a category's images",
    method: "POST",
    url: "/api/categories/create",
    body: (image) => ({ name: `Cat ${Math.random()}`, description: "d", images: [image] }),
  },
  {
    label: "a service's images",
    method: "POST",
    url: "/api/services/create",
    body: (image) => ({
      name: "Ironing",
      description: "d",
      price: 100,
      category: categoryId,
      images: [image],
    }),
  },
  {
    label: "a past work's images",
    method: "POST",
    url: "/api/past-works/create",
    body: (image) => ({ title: "Lekki", description: "d", images: [image] }),
  },
  {
    label: "a testimonial's image",
    method: "POST",
    url: "/api/testimonials/create",
    body: (image) => ({ name: "Ngozi", role: "Customer", feedback: "Great", image }),
  },
  {
    label: "the profile image",
    method: "PUT",
    url: "/api/user/update",
    body: (image) => ({ firstName: "Ada", lastName: "Okafor", email: testAdmin.email, profileImage: image }),
  },
];
const send = (field: Field, image: string) =>
  field.method === "POST" ? api.post(field.url, field.body(image)) : api.put(field.url, field.body(image));

describe.each(fields.map((field) => [field.label, field] as const))("%s", (_label, field) => {
  it.each([
    ["a picture on another site", "https://images.example.com/photo.jpg", imageNotUploadedHere],
    ["a picture over plain http", "http://sparkle.example/api/images/abc", imageNotUploadedHere],
    ["a link to another site's /api/images", "https://evil.example/api/images/abc", imageNotUploadedHere],
    ["a protocol-relative link", "//evil.example/api/images/abc", imageUrlNotValid],
    ["a script link", "javascript:alert(1)", imageUrlNotValid],
    ["a path that climbs out", "/api/images/../user/user", imageUrlNotValid],
    ["a NUL in a link", "https://images.example.com/a\u0000.jpg", characterNotAllowed("Image link")],
    ["a link longer than any upload's", `/api/images/${"a".repeat(imageUrlMaxLength)}`, imageUrlTooLong],
  ])("refuses %s with 400 and a message", async (_what, image, message) => {
    const response = await send(field, image);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("takes the link an upload answered", async () => {
    expect(uploaded).toMatch(/^\/api\/images\/[A-Za-z0-9-]+$/);
    const response = await send(field, uploaded);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(JSON.stringify(response.json())).toContain(uploaded);
  });
});
