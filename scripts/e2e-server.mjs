// The built site on a fresh SQLite database, for the browser tests: with the demo content, or, with
// E2E_SITE=empty, as a new business has it before adding anything (only the admin exists), so the tests
// of empty states see real empty lists; E2E_SITE=settings is the demo site again, for the tests that
// change the business's settings, which every page shows. The demo sites send their mail to a real SMTP server on loopback
// that files each message under mail/ beside the database, for the tests to read (e2e/mail-box.ts).
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const site = process.env.E2E_SITE ?? "demo";
const empty = site === "empty";
const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "test-results", site === "demo" ? "e2e-data" : `e2e-data-${site}`);
fs.rmSync(dir, { recursive: true, force: true });

const port = process.env.E2E_PORT ?? "3100";
Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: port,
  // The address the browser tests use (playwright.config.ts): canonical links, sitemap and mail carry it.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: `file:${path.join(dir, "site.db")}`,
  SEED_DEMO: empty ? "0" : "1",
  ADMIN_EMAIL: "admin@example.ng",
  ADMIN_PASSWORD: "correct horse battery",
  LOG_LEVEL: "warn",
  // Many journeys book and sign in from one address; real limits are proven in the API tests.
  RATE_LIMIT_SCALE: "100",
  // The journeys book as the same few customers all run long: the caps on their messages are proven in
  // the API tests (message-caps.test.ts).
  MESSAGE_CAP_SCALE: "1000",
});
delete process.env.SMTP_URL;
if (!empty) process.env.SMTP_URL = await startMailSink(path.join(dir, "mail"));
delete process.env.REDIS_URL;
// The demo site takes online payments through a Paystack double on loopback (src/server/test/paystack-double.ts):
// its checkout page sends the signed webhook to this site and brings the customer back, as Paystack does.
delete process.env.PAYSTACK_SECRET_KEY;
delete process.env.PAYSTACK_API_URL;
if (site === "demo") {
  const { tsImport } = await import("tsx/esm/api");
  const { startPaystackDouble } = await tsImport("../src/server/test/paystack-double.ts", import.meta.url);
  const paystack = await startPaystackDouble({
    webhookUrl: `${process.env.PUBLIC_URL}/api/paystack/webhook`,
  });
  process.env.PAYSTACK_SECRET_KEY = paystack.secretKey;
  process.env.PAYSTACK_API_URL = paystack.url;
}

await import(path.join(root, "build/app/main.js"));
// The demo business of the journeys takes bookings every day, as an owner may choose under Availability:
// a journey that books some days ahead then passes whatever weekday it runs on. The empty site keeps a new
// site's availability (closed on Sundays, as its opening hours say).
if (!empty) await openEveryDay(process.env.PUBLIC_URL);

/** Saves, as the owner, the availability with no limit on any window of any day. */
async function openEveryDay(site) {
  // main.js starts listening after its import resolves: wait until the site answers.
  for (
    let attempt = 0;
    !(await fetch(`${site}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    attempt++
  ) {
    if (attempt > 300) throw new Error("The site did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const headers = { "content-type": "application/json", origin: site };
  const credentials = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  const login = await fetch(`${site}/api/user/login`, {
    method: "POST",
    headers,
    body: JSON.stringify(credentials),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith("sid="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`Signing in to open every day: ${login.status}`);
  const { availability } = await (await fetch(`${site}/api/settings`)).json();
  for (const day of Object.keys(availability.capacity)) {
    availability.capacity[day] = { morning: null, afternoon: null, evening: null };
  }
  const saved = await fetch(`${site}/api/settings`, {
    method: "PUT",
    headers: { ...headers, cookie },
    body: JSON.stringify({ availability }),
  });
  if (!saved.ok) throw new Error(`Opening every day: ${saved.status} ${await saved.text()}`);
  await fetch(`${site}/api/user/logout`, { method: "POST", headers: { ...headers, cookie } });
}

/** An SMTP server on a free loopback port that writes each message it accepts to `folder` as JSON. */
async function startMailSink(folder) {
  fs.mkdirSync(folder, { recursive: true });
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        const raw = Buffer.concat(chunks).toString("latin1");
        const file = path.join(folder, `${Date.now()}-${++count}.json`);
        // Written whole under another name first, so a reader never sees half a message.
        fs.writeFileSync(`${file}.part`, JSON.stringify({ to, raw }));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));
  return `smtp://127.0.0.1:${sink.server.address().port}`;
}
