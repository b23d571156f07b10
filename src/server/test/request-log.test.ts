// The request log (JSON lines on stdout) never holds a password, a token or a customer's details, whether
// they came in a query string, a JSON body, a form post or an outgoing mail.
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
});
