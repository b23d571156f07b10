// Whatever anyone sends to any route, the answer is a 4xx with a message (or the normal answer),
// never a 5xx, and a refused write changes nothing stored.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { apiRoutes, fillParams, type ApiRoute } from "./test/api-routes.ts";
import { replaceAt, stringPaths, urlOf, validRequests, type ValidRequest } from "./test/valid-requests.ts";

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
  await t.close();
});

const tables = [
  "admin_users",
  "sessions",
  "images",
  "categories",
  "services",
  "past_works",
  "testimonials",
  "coupons",
  "bookings",
  "booking_items",
  "contact_messages",
  "audit_log",
  "cache_versions",
] as const;

/** A fingerprint of everything stored except session bookkeeping, which reads may touch. */
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    if (table === "sessions") continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.app.db);
    parts.push(
      `${table}:${rows.rows
        .map((row) => JSON.stringify(row, (_k, v) => (v instanceof Uint8Array ? v.length : v)))
        .sort()
        .join("|")}`,
    );
  }
  return parts.join("\n");
}

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

// NUL (PostgreSQL text cannot hold it), other C0 controls, DEL, C1 controls and lone surrogates are refused
// in every string; tab, line feed and carriage return only in text that has lines (descriptions, messages,
// notes, addresses).
const controls = ["\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b", "\ud800", "\udfff"];
const lineBreaks = ["\n", "\r", "\t"];
const multiLine = new Set(["description", "feedback", "message", "notes", "address"]);

type Spoiled = { label: string; url: string; body: unknown };

function spoiled(request: ValidRequest): Spoiled[] {
  const variants: Spoiled[] = [];
  const insert = (value: string, character: string) => {
    const middle = Math.ceil(value.length / 2);
    return value.slice(0, middle) + character + value.slice(middle);
  };
  const charactersFor = (field: string | number | undefined, inUrl: boolean) =>
    [...controls, ...(typeof field === "string" && multiLine.has(field) ? [] : lineBreaks)].filter(
      // A lone surrogate cannot be written in a url at all.
      (character) => !(inUrl && /[\ud800-\udfff]/.test(character)),
    );
  for (const place of ["params", "query"] as const) {
    for (const [name, value] of Object.entries(request[place] ?? {})) {
      for (const character of charactersFor(name, true)) {
        const changed = { ...request, [place]: { ...request[place], [name]: insert(value, character) } };
        variants.push({
          label: `${place} ${name} ${JSON.stringify(character)}`,
          url: urlOf(changed),
          body: request.body,
        });
      }
    }
  }
  for (const path of stringPaths(request.body)) {
    const value = path.reduce<unknown>(
      (at, key) => (at as Record<string | number, unknown>)[key],
      request.body,
    );
    for (const character of charactersFor(path.at(-1), false)) {
      variants.push({
        label: `body ${path.join(".")} ${JSON.stringify(character)}`,
        url: urlOf(request),
        body: replaceAt(request.body, path, insert(value as string, character)),
      });
    }
  }
  return variants;
}

describe("control characters in every string of every route", () => {
  it("answers 400 with a message and stores nothing; the same request unspoiled is accepted", async () => {
    const requests = await validRequests(t, cookie);
    const covered = new Set(requests.map((request) => `${request.method} ${request.route}`));
    // Sign-out reads no field; every other route with a path parameter or a body has a request here.
    for (const route of apiRoutes.filter((r) => r.url.includes(":") || r.body === "json")) {
      const key = `${route.method} ${route.url}`;
      if (key !== "POST /api/user/logout")
        expect([...covered], "a route with text has no request").toContain(key);
    }
    let tried = 0;
    const problems: string[] = [];
    for (const request of requests) {
      const headers = request.signedIn ? { cookie } : {};
      for (const variant of spoiled(request)) {
        const before = await fingerprint();
        const response = await t.app.inject({
          method: request.method,
          url: variant.url,
          headers,
          ...(variant.body === undefined ? {} : { payload: variant.body as object }),
        });
        tried++;
        const what = `${request.method} ${request.route} ${variant.label}`;
        if (response.statusCode !== 400) problems.push(`${what}: ${response.statusCode} ${response.body}`);
        else if (typeof (response.json() as { message?: unknown }).message !== "string") {
          problems.push(`${what}: no message`);
        }
        if ((await fingerprint()) !== before) problems.push(`${what}: changed stored data`);
      }
      const accepted = await t.app.inject({
        method: request.method,
        url: urlOf(request),
        headers,
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      if (accepted.statusCode >= 300) {
        problems.push(
          `${request.method} ${request.route} unspoiled: ${accepted.statusCode} ${accepted.body}`,
        );
      }
    }
    expect(problems).toEqual([]);
    console.log(`control characters: ${tried} spoiled requests refused (${t.app.dialect})`);
  });
});
