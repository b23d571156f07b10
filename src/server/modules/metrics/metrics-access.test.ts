// Who may read the metrics: this machine, or anyone with METRICS_TOKEN; never a visitor who only claims
// to be this machine in a forwarding header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricsNotAllowed } from "../../../shared/rules/operations.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const token = "a-metrics-token-of-32-characters";
let t: TestApp;
beforeAll(async () => {
  // Trusting every proxy makes request.ip follow X-Forwarded-For: the case a forged header could abuse.
  t = await createTestApp({ metricsToken: token, trustProxy: true });
});
afterAll(() => t.close());

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: "/api/metrics", remoteAddress, headers });

function expectRefused(response: Awaited<ReturnType<typeof scrape>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: metricsNotAllowed });
  expect(response.headers["www-authenticate"]).toBe("Bearer");
}

describe("GET /api/metrics", () => {
  it.each(["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"])(
    "answers this machine (%s)",
    async (address) => {
      const response = await scrape(address);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );

  it("refuses another address without a token", async () => {
    expectRefused(await scrape("203.0.113.7"));
  });

  it.each([
    ["a wrong token", `Bearer ${token.slice(0, -1)}x`],
    ["a longer token", `Bearer ${token}x`],
    ["an empty token", "Bearer "],
    ["the token as Basic", `Basic ${token}`],
    ["the token alone", token],
  ])("refuses another address with %s", async (_label, authorization) => {
    expectRefused(await scrape("203.0.113.7", { authorization }));
  });

  it("answers another address with the right token", async () => {
    const response = await scrape("203.0.113.7", { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("http_request_duration_seconds");
  });

  it.each(["x-forwarded-for", "forwarded", "x-real-ip"])(
    "refuses a request %s says comes from this machine, even through a proxy on it",
    async (header) => {
      const claim = header === "forwarded" ? "for=127.0.0.1" : "127.0.0.1";
      expectRefused(await scrape("203.0.113.7", { [header]: claim }));
      // A proxy on this machine (Caddy, nginx) connects from loopback and names the visitor: not local.
      expectRefused(await scrape("127.0.0.1", { [header]: claim }));
    },
  );

  it("refuses every token when none is configured", async () => {
    const open = await createTestApp();
    try {
      const response = await open.app.inject({
        url: "/api/metrics",
        remoteAddress: "203.0.113.7",
        headers: { authorization: "Bearer undefined" },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await open.close();
    }
  });
});
