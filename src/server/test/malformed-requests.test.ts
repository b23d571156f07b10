// A malformed Host header or request target gets a short 400 from the real server, on page routes and
// API routes alike: never a 500, never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet, rawRequest } from "./raw-http.ts";
import { freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "./server-process.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { ensureWebBuild } from "./web-build.ts";

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  await ensureWebBuild();
  database = await createTestDatabase();
  server = startServer("server", await freePort(), {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    WEB_APP: "build",
    SEED_DEMO: "1",
    DATABASE_URL: database.url,
    LOG_LEVEL: "info",
  });
  await waitUntilHealthy(server);
}, 300_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await database?.drop();
});

const pageRoutes = ["/", "/services", "/contact-us", "/sitemap.xml", "/robots.txt", "/no-such-page"];
const apiRoutes = ["/api/health", "/api/services/get", "/api/no-such-route"];
const badHosts = ["a b", "[::1", "x:99999", "%", "a/b", "[nothing]:80", ""];

function expectShortBadRequest(answer: { status: number; body: string }, what: string) {
  expect(answer.status, `${what}: ${answer.body.slice(0, 300)}`).toBe(400);
  const json = JSON.parse(answer.body) as { message: string };
  expect(json.message.length, what).toBeLessThan(100);
  expect(answer.body, what).not.toMatch(/\bat \S+ \(|node_modules|Error/);
}

describe("malformed requests", () => {
  it("answers 400 to a malformed Host on every page route and API route", async () => {
    for (const host of badHosts) {
      for (const path of [...pageRoutes, ...apiRoutes]) {
        const answer = await rawGet(server.port, path, host);
        expectShortBadRequest(answer, `GET ${path} with Host ${JSON.stringify(host)}`);
      }
    }
    // A form post with a malformed Host is refused the same way.
    const post = await rawRequest(
      server.port,
      "POST /contact-us HTTP/1.1\r\nHost: a b\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        "Content-Length: 7\r\nConnection: close\r\n\r\nname=Ad",
    );
    expectShortBadRequest(post, "POST /contact-us with Host a b");
  });

  it("answers 400 to a request target that is not a path", async () => {
    for (const target of ["http://evil.example/", "http://evil.example/api/health", "*", "/%", "/a%zz"]) {
      const answer = await rawGet(server.port, target);
      expectShortBadRequest(answer, `GET ${target}`);
    }
  });

  it("still serves well-formed requests, and logs no error for the malformed ones", async () => {
    for (const path of [...pageRoutes.slice(0, 3), "/api/health"]) {
      expect((await rawGet(server.port, path)).status, path).toBe(200);
    }
    expect((await rawGet(server.port, "/", "localhost")).status).toBe(200);
    expect((await rawGet(server.port, "/", "[::1]:3000")).status).toBe(200);
    const errors = server
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
