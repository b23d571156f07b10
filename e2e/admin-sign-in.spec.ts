import { signInFailed } from "../src/shared/rules/sign-in.ts";
import {
  admin,
  backgroundRgb,
  dashboardSidebar,
  expect,
  expectNoSeriousA11yViolations,
  skipUnlessProjectOf,
  test,
} from "./fixtures";
import { holdRequests } from "./held-requests";
import { invalidCredentials } from "../src/shared/rules/sign-in.ts";

test.describe("admin sign-in", () => {
  test("the sign-in screen is server-rendered and signs the admin in", async ({ page }) => {
    const html = await (await page.request.get("/admin-auth-route")).text();
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).not.toContain("Admin Login");
    expect(html).toContain('name="password"');

    await page.goto("/admin-auth-route");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect((await dashboardSidebar(page)).getByText("Site Admin")).toBeVisible();
  });

  test("shows Logging in... while busy", async ({ page }) => {
    const login = await holdRequests(page, "**/api/user/login");
    await page.goto("/admin-auth-route");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    login.release();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });

  test("a wrong password shows the server's message in a red banner", async ({ page }) => {
    await page.goto("/admin-auth-route");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    const banner = page.getByRole("alert").filter({ hasText: invalidCredentials });
    await expect(banner).toBeVisible();
    const [red, green, blue] = await backgroundRgb(banner);
    expect(red).toBeGreaterThan(180);
    expect(Math.max(green!, blue!)).toBeLessThan(80);
    await expect(page).toHaveURL(/\/admin-auth-route$/);
  });

  test("an answer without a message shows Something went wrong!", async ({ page }) => {
    await page.route("**/api/user/login", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/admin-auth-route");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert").filter({ hasText: signInFailed })).toBeVisible();
  });

  test("works on a 360 px phone: the whole form, no desktop-only message, no sideways scroll", async ({
    page,
  }) => {
    skipUnlessProjectOf("phone");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/admin-auth-route");
    await expect(page.getByText(/only accessible on desktop/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    const login = page.getByRole("button", { name: "Login" });
    await expect(login).toBeInViewport({ ratio: 1 });
    await login.click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/admin-auth-route");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("dashboard guard", () => {
  test("a signed-out visitor is sent to / (replace)", async ({ page }) => {
    await page.goto("/about-us");
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("shows a spinner while the user is unknown", async ({ page }) => {
    const who = await holdRequests(page, "**/api/user/user");
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("status", { name: "Loading your dashboard" })).toBeVisible();
    who.release();
    await expect(page).toHaveURL(/\/$/);
  });

  test("logout ends the session and goes to /", async ({ adminPage: page }) => {
    await page.goto("/admin-dashboard");
    await (await dashboardSidebar(page)).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get("/api/user/user");
    expect(me.status()).toBe(401);
  });
});
