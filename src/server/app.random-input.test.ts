// Whatever anyone sends to any route, the answer is a 4xx with a message (or the normal answer),
// never a 5xx, and a refused write changes nothing stored.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordFigures } from "./test/figures.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { apiRoutes, fillParams, type ApiRoute } from "./test/api-routes.ts";
import { storedFingerprint } from "./test/stored-fingerprint.ts";

let t: TestApp;
let cookie: string;
let inputsTried = 0;
let serverErrors = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
});
afterAll(async () => {
  console.log(`hostile input: ${inputsTried} inputs tried, ${serverErrors} answered 5xx (${t.app.dialect})`);
  recordFigures("hostile-input", { inputsTried, serverErrors });
  await t.close();
});

const fingerprint = () => storedFingerprint(t.app.db);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "../../etc/passwd",
    "%00",
    "' or 1=1 --",
    "<script>alert(1)</script>",
    "𝕳𝖊𝖑𝖑𝖔",
    "\u0000",
    "a".repeat(5000),
    "-1",
    "1e309",
    "NaN",
    "__proto__",
    "constructor",
  ),
);
const hostileJson = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(hostileString, fc.jsonValue()),
  fc.record(
    {
      name: fc.jsonValue(),
      email: fc.jsonValue(),
      price: fc.jsonValue(),
      images: fc.jsonValue(),
      services: fc.jsonValue(),
      totalPrice: fc.jsonValue(),
      code: fc.jsonValue(),
      discount: fc.jsonValue(),
      expirationDate: fc.jsonValue(),
      password: fc.jsonValue(),
      newPassword: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
  fc.constant({ __proto__: { admin: true } }),
);
const contentType = fc.constantFrom(
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/json; charset=utf-16",
  "image/png",
  "",
);
const rawBody = fc.oneof(
  hostileJson.map((value) => JSON.stringify(value) ?? "null"),
  fc.string(),
  fc.constantFrom(
    "{",
    "[1,2",
    '{"a":',
    "\u0000\u0001",
    '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--xyz--',
  ),
);

function arbitraryRequest(route: ApiRoute) {
  return fc.record({
    params: fc.array(hostileString, { minLength: 4, maxLength: 4 }),
    query: fc.dictionary(fc.constantFrom("w", "f", "limit", "status", "q", "id"), hostileString, {
      maxKeys: 3,
    }),
    body: route.body === "none" ? fc.constant(undefined) : rawBody,
    contentType,
    signedIn: route.access === "admin" ? fc.boolean() : fc.constant(false),
  });
}

describe.each(apiRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  "%s",
  (_name, route) => {
    it("answers random and malformed input with a 4xx and a message, never a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryRequest(route), async (request) => {
          let index = 0;
          const url = fillParams(route.url, () => request.params[index++ % 4] || "x");
          const search = new URLSearchParams(request.query).toString();
          const write = route.method !== "GET";
          const before = write ? await fingerprint() : "";
          const response = await t.app.inject({
            method: route.method,
            url: search ? `${url}?${search}` : url,
            headers: {
              ...(request.signedIn ? { cookie } : {}),
              ...(request.body !== undefined && request.contentType
                ? { "content-type": request.contentType }
                : {}),
            },
            ...(request.body !== undefined ? { payload: request.body } : {}),
          });
          inputsTried++;
          if (response.statusCode >= 500) serverErrors++;
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json() as { message?: unknown };
            expect(typeof body.message, response.body).toBe("string");
            if (write) expect(await fingerprint(), "a refused write changed stored data").toBe(before);
          }
        }),
        { numRuns: 30 },
      );
    });
  },
);
