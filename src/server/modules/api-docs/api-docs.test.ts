// The API's description: a valid OpenAPI document that names every API route with its request shapes and
// its success answer (a schema for every JSON answer), open to owners only unless API_DOCS_PUBLIC is set.
import { Validator } from "@seriousme/openapi-schema-validator";
import type { ZodType } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notAllowedForRole } from "../../../shared/rules/roles.ts";
import { loadConfig } from "../../config.ts";
import { seedDemoContent } from "../demo-data/seed.ts";
import { signedInAs } from "../../test/accounts.ts";
import { apiRoutes } from "../../test/api-routes.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const docsRoutes = new Set(["/api/openapi.json", "/api/docs"]);
const described = apiRoutes.filter((route) => !docsRoutes.has(route.url));

/** The routes that answer 201 Created, decided here by hand from what each does; every other one answers 200. */
const answers201 = new Set([
  "POST /api/admins",
  "POST /api/categories/create",
  "POST /api/services/create",
  "POST /api/past-works/create",
  "POST /api/testimonials/create",
  "POST /api/coupons/create",
  "POST /api/bookings/create",
  "POST /api/bookings/:id/payments",
  "POST /api/bookings/:id/payments/:paymentId/reverse",
  "POST /api/crews",
  "POST /api/uploads",
]);

/** The answers that are not JSON, so have no schema to describe them; every other route declares one. */
const notJson = new Map([
  ["GET /api/metrics", "Prometheus text"],
  ["GET /api/images/:id", "an image"],
  ["GET /api/reports/csv", "a CSV file"],
  ["GET /api/bookings/export.csv", "a CSV file, streamed"],
]);

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

let t: TestApp;
let cookies: { owner: string; staff: string };
let document: Document;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  await seedDemoContent(t.database.db);
  const owner = await t.signIn();
  cookies = { owner, staff: await signedInAs(t, owner, "staff") };
  const response = await t.app.inject({ url: "/api/openapi.json", headers: { cookie: owner } });
  expect(response.statusCode, response.body).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes every API route, and nothing else: not itself, the web app or the calendar files", () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(described.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
  });

  it.each(described.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s: its parameters, query, body and success answer",
    (name, route) => {
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      const served = t.app.routeList.find((r) => r.method === route.method && r.url === route.url);
      const schema = served?.schema ?? {};

      const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const inPath = (operation.parameters ?? []).filter((p) => p.in === "path");
      expect(inPath.map((p) => p.name).sort()).toEqual(pathNames.sort());
      expect(inPath.every((p) => p.required)).toBe(true);

      const inQuery = (operation.parameters ?? []).filter((p) => p.in === "query");
      if (schema.querystring) expect(inQuery.length, "query parameters").toBeGreaterThan(0);
      else expect(inQuery).toEqual([]);

      if (route.body === "multipart") {
        expect(operation.requestBody?.content["multipart/form-data"]?.schema).toBeTruthy();
      } else if (schema.body) {
        expect(operation.requestBody?.content["application/json"]?.schema).toBeTruthy();
      } else {
        expect(operation.requestBody).toBeUndefined();
      }

      const success = answers201.has(name) ? "201" : "200";
      expect(Object.keys(operation.responses)).toContain(success);
      const declared = (schema.response ?? {}) as Record<string, unknown>;
      if (notJson.has(name)) {
        expect(declared[success], `${name} answers ${notJson.get(name)}, not JSON`).toBeUndefined();
      } else {
        // A route added without its answer's schema fails here, by name: the docs would show a bare status.
        expect(declared[success], `${name} has no response schema for its ${success} answer`).toBeDefined();
        expect(operation.responses[success]!.content, `${name}: its answer in the document`).toBeTruthy();
      }

      expect(!!operation.security, "marked as needing a session").toBe(route.access === "admin");
    },
  );
});

describe("answers sent as ready-made bytes", () => {
  // The catalogue's lists and the settings go out as the bytes the catalogue keeps, past the serializer
  // that holds every other answer to its schema: only this keeps them and their description in step.
  const readyMade = [
    "/api/categories/get",
    "/api/services/get",
    "/api/past-works/get",
    "/api/testimonials/get",
    "/api/settings",
  ];

  it.each(readyMade)("%s: exactly what its schema describes", async (url) => {
    const served = t.app.routeList.find((r) => r.method === "GET" && r.url === url);
    const declared = (served?.schema?.response as Record<string, ZodType> | undefined)?.["200"];
    expect(declared, "a described success answer").toBeDefined();
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    const body: unknown = response.json();
    if (Array.isArray(body)) expect(body.length, "demo content to check").toBeGreaterThan(0);
    expect(declared!.parse(body)).toEqual(body);
  });
});

describe("who may read it", () => {
  it.each(["/api/openapi.json", "/api/docs"])("%s: owner 200, staff 403, signed out 401", async (url) => {
    expect((await t.app.inject({ url, headers: { cookie: cookies.owner } })).statusCode).toBe(200);
    const staff = await t.app.inject({ url, headers: { cookie: cookies.staff } });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(notAllowedForRole);
    const signedOut = await t.app.inject({ url });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers["cache-control"]).toBe("no-store");
  });

  it("is anyone's with API_DOCS_PUBLIC set", async () => {
    const open = await createTestApp({ apiDocsPublic: true });
    try {
      const json = await open.app.inject({ url: "/api/openapi.json" });
      expect(json.statusCode).toBe(200);
      expect(Object.keys(json.json().paths)).toContain("/api/bookings/create");
      expect((await open.app.inject({ url: "/api/docs" })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it("reads API_DOCS_PUBLIC as a flag, off by default", () => {
    expect(loadConfig({}).apiDocsPublic).toBe(false);
    expect(loadConfig({ API_DOCS_PUBLIC: "1" }).apiDocsPublic).toBe(true);
    expect(loadConfig({ API_DOCS_PUBLIC: "0" }).apiDocsPublic).toBe(false);
  });
});

describe("the page", () => {
  it("shows every operation as HTML that loads nothing, runs no script and names no other site", async () => {
    const response = await t.app.inject({ url: "/api/docs", headers: { cookie: cookies.owner } });
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    for (const route of described) expect(html).toContain(`<code>${openApiPath(route.url)}</code>`);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|https?:\/\//i);
    expect(html).toContain('<a href="/api/openapi.json">');
  });
});
