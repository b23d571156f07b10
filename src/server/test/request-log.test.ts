// The request log (JSON lines on stdout) never holds a password, a token or a customer's details, whether
// they came in a query string, a JSON body, a form post, an outgoing mail or a secret path however spelled.
// Each line carries its request's ID, which the answer names too; health probes stay out of it.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPayload, seedCatalogue } from "./booking-fixtures.ts";
import {
  freePort,
  sleep,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./server-process.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { ensureWebBuild } from "./web-build.ts";

const admin = { email: "owner@example.ng", password: "correct horse battery" };
const secrets = {
  queryEmail: "a@b.ng",
  queryPassword: "hunter2secret",
  bodyPassword: "body-secret-9f3k",
  formPassword: "form-secret-7q2w",
  contactName: "Ngozi Okafor",
  contactEmail: "ngozi.okafor@example.ng",
  contactPhone: "0803 555 1234",
  customerName: "Chiamaka Obi",
  customerEmail: "chiamaka@example.ng",
  customerPhone: "+234 803 123 4567",
  customerAddress: "12 Admiralty Way",
};

let database: TestDatabase;
let server: ServerProcess;
let services: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  await ensureWebBuild();
  database = await createTestDatabase();
  services = await seedCatalogue(database.db);
  server = startServer("server", await freePort(), {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    WEB_APP: "build",
    SEED_DEMO: "0",
    DATABASE_URL: database.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    NOTIFY_EMAIL: "office@example.ng",
    LOG_LEVEL: "info",
    RATE_LIMIT_SCALE: "100",
  });
  await waitUntilHealthy(server);
}, 300_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await database?.drop();
});

describe("the request log", () => {
  it("holds no secret and no customer detail", async () => {
    const url = server.url;
    const signInPage = await fetch(
      `${url}/admin-auth-route?email=${secrets.queryEmail}&password=${secrets.queryPassword}`,
    );
    expect(signInPage.status).toBe(200);
    const json = { "content-type": "application/json" };
    const apiSignIn = await fetch(`${url}/api/user/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: admin.email, password: secrets.bodyPassword }),
    });
    expect(apiSignIn.status).toBe(401);
    const formSignIn = await fetch(`${url}/admin-auth-route`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: secrets.formPassword }).toString(),
      redirect: "manual",
    });
    expect(formSignIn.status).toBeLessThan(500);
    const contact = await fetch(`${url}/api/contact/send-message`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        name: secrets.contactName,
        email: secrets.contactEmail,
        message: `Please call me on ${secrets.contactPhone} about a deep clean.`,
      }),
    });
    expect(contact.status).toBe(200);
    // Mail is off (no SMTP_URL): the messages wait in the outbox, and the log names none of them.
    const booking = await fetch(`${url}/api/bookings/create`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(bookingPayload([services[0]!])),
    });
    expect(booking.status).toBe(201);

    await sleep(300);
    const log = server.output();
    for (const [name, value] of Object.entries(secrets)) {
      expect(log.includes(value), `${name} (${value}) in the log:\n${log}`).toBe(false);
    }
    expect(log.replace(/\s/g, "")).not.toContain(secrets.contactPhone.replace(/\s/g, ""));
    // The log did record these requests, without their values.
    expect(log).toContain('"url":"/admin-auth-route?email=[redacted]&password=[redacted]"');
    expect(log).toContain('"url":"/api/user/login"');
    expect(log).toContain('"url":"/api/bookings/create"');
  });

  it("names each request's ID in its lines and its answer, and leaves health probes out", async () => {
    const answer = await fetch(`${server.url}/api/services/get`, {
      headers: { "x-request-id": "forged-by-a-client" },
    });
    expect(answer.status).toBe(200);
    const id = answer.headers.get("x-request-id") ?? "";
    // No proxy is trusted here: the client's own ID is not taken, a new UUID is.
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await fetch(`${server.url}/api/health/instance`)).status).toBe(200);
    await sleep(300);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"));
    const mine = lines.filter((line) => line.includes(`"reqId":"${id}"`));
    expect(mine.some((line) => line.includes('"url":"/api/services/get"'))).toBe(true);
    expect(mine.some((line) => line.includes('"msg":"request completed"'))).toBe(true);
    expect(server.output()).not.toContain("forged-by-a-client");
    // The probes (waitUntilHealthy's and the one above) log at debug, under this server's info level.
    expect(lines.filter((line) => line.includes('"url":"/api/health'))).toEqual([]);
  });

  it("holds no secret of a manage link, a calendar feed or a crew page, in six spellings of each", async () => {
    const created = await fetch(`${server.url}/api/bookings/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookingPayload([services[0]!], { customerName: "Spelling Test" })),
    });
    const manageToken = String(
      ((await created.json()) as { manageUrl: string }).manageUrl.split("/manage/")[1],
    );
    const feedToken = randomBytes(32).toString("base64url");
    const crewToken = randomBytes(32).toString("base64url");
    const secretPaths: [word: string, before: string, token: string, after: string][] = [
      ["manage", "", manageToken, ""],
      ["manage", "/api/bookings", manageToken, ""],
      ["calendar", "", feedToken, ".ics"],
      ["crew", "", crewToken, ""],
      ["crew", "", crewToken, "/manifest.webmanifest"],
      ["crew-pages", "/api", crewToken, "/steps"],
    ];
    const spellings = (word: string, before: string, rest: string) => {
      const first = `%${word.charCodeAt(0).toString(16)}${word.slice(1)}`;
      return [
        `${before}/${word}/${rest}`,
        `${before}/${word.toUpperCase()}/${rest}`,
        `${before}/${first}/${rest}`,
        `${before}/%25${first.slice(1)}/${rest}`,
        `${before}//${word}/${rest}`,
        `${before}/${word}%2F${rest}`,
      ];
    };
    for (const [word, before, token, after] of secretPaths) {
      const [canonical, ...others] = spellings(word, before, `${token}${after}`);
      const served = await fetch(`${server.url}${canonical}`, { redirect: "manual" });
      if (token === manageToken) expect(served.status, canonical).toBe(200);
      for (const other of others) {
        const answer = await fetch(`${server.url}${other}`, { redirect: "manual" });
        expect(answer.status, other).toBe(404);
        expect(await answer.text(), other).not.toContain(token);
      }
    }
    await sleep(300);
    const log = server.output();
    for (const [word, , token] of secretPaths) {
      expect(log.includes(token), `the ${word} token in the log:\n${log}`).toBe(false);
    }
    expect(log).toContain('"url":"/manage/[redacted]"');
    expect(log).toContain('"url":"/MANAGE/[redacted]"');
    expect(log).toContain('"url":"/calendar/[redacted]"');
    expect(log).toContain('"url":"/crew/[redacted]"');
    expect(log).toContain('"url":"/crew/[redacted]/manifest.webmanifest"');
    expect(log).toContain('"url":"/api/crew-pages/[redacted]/steps"');
  });
});
