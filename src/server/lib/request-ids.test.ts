// Behind a trusted proxy a request keeps the proxy's ID, so the proxy's log and the site's can be matched;
// without one, or when the header is not a plain token, the site makes its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let behindProxy: TestApp;
let direct: TestApp;

beforeAll(async () => {
  behindProxy = await createTestApp({ trustProxy: true });
  direct = await createTestApp();
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

const idOf = async (t: TestApp, url: string, given?: string) =>
  (await t.app.inject({ url, headers: given === undefined ? {} : { "x-request-id": given } })).headers[
    "x-request-id"
  ];

describe("a request's ID", () => {
  it("is the trusted proxy's X-Request-Id, on an answer and on a 404 alike", async () => {
    expect(await idOf(behindProxy, "/api/services/get", "5f0c2a9e1b7d4c3a8e6f")).toBe("5f0c2a9e1b7d4c3a8e6f");
    expect(await idOf(behindProxy, "/api/no-such-route", "proxy-id-42")).toBe("proxy-id-42");
  });

  it("is a new UUID for each request without a trusted proxy, or with a header that is not a plain token", async () => {
    const first = await idOf(direct, "/api/services/get", "client-chosen");
    const second = await idOf(direct, "/api/services/get");
    expect([first, second]).toEqual([expect.stringMatching(uuid), expect.stringMatching(uuid)]);
    expect(first).not.toBe(second);
    expect(await idOf(behindProxy, "/api/services/get", 'bad id "with" quotes')).toMatch(uuid);
    expect(await idOf(behindProxy, "/api/services/get", "x".repeat(129))).toMatch(uuid);
  });
});
