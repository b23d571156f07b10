// A first start creates an admin with a one-time password and prints it last of what the start says, so
// that it is what a person sees when the start settles. (The JSON log lines are written by the logger in
// the background: on a busy pipe its "Server listening" line can land after the welcome, and then the
// welcome's closing blank line sits between them.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "./server-process.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  server = startServer("server", await freePort(), {
    HOST: "127.0.0.1",
    WEB_APP: "off",
    SEED_DEMO: "0",
    DATABASE_URL: database.url,
    LOG_LEVEL: "info",
  });
  await waitUntilHealthy(server);
}, 120_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await database?.drop();
});

describe("the first start", () => {
  it("prints the one-time password last of what the start says", async () => {
    const lines = server
      .output()
      .trimEnd()
      .split("\n")
      .filter((line) => !line.startsWith("{") && line.trim() !== "");
    const passwordLine = lines.findIndex((line) => /^\s+password: \S{12,}$/.test(line));
    expect(passwordLine, server.output()).toBeGreaterThan(-1);
    expect(lines.slice(passwordLine + 1).map((line) => line.trim())).toEqual([
      expect.stringMatching(/^This password is shown only once/),
      expect.stringMatching(/^npm run admin -- reset-password /),
    ]);
  });

  it("says nothing is deprecated", () => {
    expect(server.output()).not.toMatch(/deprecat|future flag/i);
  });
});
