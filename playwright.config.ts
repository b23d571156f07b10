import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second site with nothing in it but its admin, for the empty states (e2e/empty-site.ts). */
export const emptySiteURL = `http://127.0.0.1:${port + 1}`;
/** A third site with the demo content, whose settings only the settings tests change (e2e/settings-site.ts). */
export const settingsSiteURL = `http://127.0.0.1:${port + 2}`;

const chromium = {
  // Debian's Chromium: Playwright cannot download its own browser here.
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A whole test's time, not any one wait (each `expect` keeps its 7 s): on a shared machine running at a
  // third of its usual speed, the longest tests (a sign-in, an account made with its password hashed, mail
  // sent and read back) took 31–39 s, every step passing.
  // Two minutes a test: on a slow two-core machine the longest screens' tests (an account made, mailed,
  // checked with axe, reloaded and refused again) run past one, with nothing wrong but the machine's pace.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "retain-on-failure",
    locale: "en-NG",
    timezoneId: "Africa/Lagos",
  },
  projects: [
    {
      name: "desktop",
      // Every spec; named as a pattern so that a test can tell which files a project takes (e2e/fixtures.ts).
      testMatch: /\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // A 412 × 915 phone: the public pages and the dashboard are both used from phones.
      name: "phone",
      testMatch: /(public|admin)-.*\.spec\.ts/,
      // The settings tests change what the whole settings site shows, so they run in one project only,
      // one after another; their file checks the phone width itself.
      testIgnore: /admin-(settings|availability)\.spec\.ts/,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(port) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${emptySiteURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(port + 1), E2E_SITE: "empty" },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${settingsSiteURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(port + 2), E2E_SITE: "settings" },
    },
  ],
});
