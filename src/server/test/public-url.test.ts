// Absolute links (canonical, og:url, og:image, JSON-LD, sitemap, robots.txt, mail) carry the site's own
// address, never the Host header a visitor sent; production refuses to start without PUBLIC_URL.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicUrlRequired } from "../config.ts";
import { bookingPayload, seedCatalogue } from "./booking-fixtures.ts";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server.ts";
import { rawGet } from "./raw-http.ts";
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

const publicUrl = "https://sparkle.example";
const evil = "evil.example";
const office = "office@example.ng";

let database: TestDatabase;
let smtp: SmtpTestServer;
const started: ServerProcess[] = [];
let services: Awaited<ReturnType<typeof seedCatalogue>>;

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(`server ${started.length + 1}`, await freePort(), {
    HOST: "127.0.0.1",
    WEB_APP: "build",
    SEED_DEMO: "0",
    DATABASE_URL: database.url,
    LOG_LEVEL: "warn",
    ...env,
  });
  started.push(server);
  await waitUntilHealthy(server);
  return server;
}

/** Every absolute address in a text, by its origin. */
function originsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/https?:\/\/[^/"'\s<>\\]+/g)].map(([url]) => url))];
}

beforeAll(async () => {
  await ensureWebBuild();
  database = await createTestDatabase();
  services = await seedCatalogue(database.db);
  smtp = await startSmtpTestServer();
}, 300_000);

afterAll(async () => {
  await Promise.all(started.map((server) => stopServer(server)));
  await smtp?.close();
  await database?.drop();
});

/** Pages, sitemap and robots.txt asked for with a foreign Host: only `origin` may appear in their links. */
async function expectOnlyOwnAddress(server: ServerProcess, origin: string) {
  const home = await rawGet(server.port, "/", evil);
  expect(home.status).toBe(200);
  expect(home.body).toContain(`<link rel="canonical" href="${origin}/"/>`);
  expect(home.body).toContain(`<meta property="og:url" content="${origin}/"/>`);
  expect(home.body).toMatch(new RegExp(`<meta property="og:image" content="${origin}/[^"]+"`));
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home.body)?.[1] ?? "";
  expect(jsonLd).toContain(`"url":"${origin}/"`);
  const sitemap = await rawGet(server.port, "/sitemap.xml", evil);
  expect(sitemap.body).toContain(`<loc>${origin}/</loc>`);
  const robots = await rawGet(server.port, "/robots.txt", evil);
  expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  for (const [what, text] of [
    ["home", home.body],
    ["sitemap", sitemap.body],
    ["robots", robots.body],
  ]) {
    expect(text, what).not.toContain(evil);
    expect(
      originsIn(text!).filter((url) => url.includes("127.0.0.1") || url.includes("localhost")),
      what,
    ).toEqual(origin.includes("127.0.0.1") ? [origin] : []);
  }
}

/** A booking posted with a foreign Host. */
function bookWithHost(server: ServerProcess, host: string): Promise<number> {
  const body = JSON.stringify(bookingPayload([services[0]!]));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/api/bookings/create",
        method: "POST",
        headers: { host, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("the site's own address", () => {
  it("in production, links carry PUBLIC_URL whatever Host the request sent", async () => {
    const server = await start({
      NODE_ENV: "production",
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: office,
    });
    await expectOnlyOwnAddress(server, publicUrl);

    expect(await bookWithHost(server, evil)).toBe(201);
    const deadline = Date.now() + 10_000;
    while (smtp.received.length < 2 && Date.now() < deadline) await sleep(50);
    const confirmation = smtp.received.find((mail) => mail.to.includes("chiamaka@example.ng"));
    const notice = smtp.received.find((mail) => mail.to.includes(office));
    expect(confirmation?.text).toContain(`${publicUrl}/check-booking-status?id=`);
    expect(confirmation?.html).toContain(`${publicUrl}/check-booking-status?id=`);
    expect(notice?.text).toContain(`${publicUrl}/admin-dashboard/bookings-management`);
    for (const mail of [confirmation!, notice!]) {
      expect(mail.text + mail.html).not.toContain(evil);
    }
  });

  it("outside production without PUBLIC_URL, links carry the listening address", async () => {
    const server = await start({ NODE_ENV: "test", PUBLIC_URL: "" });
    await expectOnlyOwnAddress(server, server.url);
  });

  it("a production start without PUBLIC_URL stops with a clear message", { timeout: 40_000 }, async () => {
    const server = startServer("no public url", await freePort(), {
      NODE_ENV: "production",
      WEB_APP: "off",
      DATABASE_URL: database.url,
      PUBLIC_URL: "",
    });
    started.push(server);
    const code = await Promise.race([server.exited, sleep(30_000).then(() => "still running")]);
    expect(code).toBe(1);
    expect(server.output()).toContain(`PUBLIC_URL: ${publicUrlRequired}`);
  });
});
