// The built site on a fresh SQLite database with the demo content, for the browser tests.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "test-results", "e2e-data");
fs.rmSync(dir, { recursive: true, force: true });

const port = process.env.E2E_PORT ?? "3100";
Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: port,
  // The address the browser tests use (playwright.config.ts): canonical links, sitemap and mail carry it.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: `file:${path.join(dir, "site.db")}`,
  SEED_DEMO: "1",
  ADMIN_EMAIL: "admin@example.ng",
  ADMIN_PASSWORD: "correct horse battery",
  LOG_LEVEL: "warn",
  // Many journeys book and sign in from one address; real limits are proven in the API tests.
  RATE_LIMIT_SCALE: "100",
});
delete process.env.SMTP_URL;
delete process.env.REDIS_URL;

await import(path.join(root, "build/app/main.js"));
