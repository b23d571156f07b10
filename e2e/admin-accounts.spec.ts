// Accounts and roles: an owner adds a staff member, who signs in with the one-time password, must choose
// a password, and then sees only the staff's screens. At 1280 px and on a 412 px phone.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  accountDisabled,
  accountEmailTaken,
  passOnOneTimePassword,
  samePasswordAgain,
} from "../src/shared/rules/accounts";
import { notAllowedForRole } from "../src/shared/rules/roles";
import {
  dashboardSidebar,
  expect,
  expectNoSeriousA11yViolations,
  skipUnlessProjectOf,
  test,
  toasts,
} from "./fixtures";
import { mailTo } from "./mail-box";
import { accountAdded, passwordCopied, passwordUpdated } from "../src/shared/rules/toasts.ts";

type Issued = { account: { _id: string; name: string; email: string }; oneTimePassword: string };

const uniqueEmail = () => `staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

/** An owner's request adds a staff member, as the Accounts screen does. */
async function addStaff(request: APIRequestContext, name: string): Promise<Issued> {
  const response = await request.post("/api/admins", { data: { name, email: uniqueEmail(), role: "staff" } });
  expect(response.status()).toBe(201);
  return response.json();
}

/** A browser of the staff member's own, signed out, at the test's screen size. */
async function staffBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    hasTouch: page.viewportSize()!.width < 500,
  });
  return context.newPage();
}

for (const [label, viewport] of [
  ["at 1280 px", { width: 1280, height: 800 }],
  ["on a 412 px phone", { width: 412, height: 915 }],
] as const) {
  test.describe(`accounts ${label}`, () => {
    test.use({ viewport });
    test.beforeEach(() => skipUnlessProjectOf(viewport.width < 500 ? "phone" : "desktop"));

    test("the owner adds a staff member and is shown the one-time password once, with a copy button", async ({
      ownAdminPage: page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/admin-dashboard/accounts");
      await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
      const email = uniqueEmail();
      await page.getByLabel("Name").fill("Kemi Adebayo");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Role").selectOption({ label: "Staff" });
      await page.getByRole("button", { name: "Add Account" }).click();

      await expect(toasts(page).getByText(accountAdded)).toBeVisible();
      const notice = page.getByRole("region", { name: "One-time password for Kemi Adebayo" });
      await expect(notice).toBeVisible();
      await expect(notice.getByText(passOnOneTimePassword)).toBeVisible();
      const password = (await notice.getByTestId("one-time-password").textContent())!.trim();
      expect(password.length).toBeGreaterThanOrEqual(16);
      // Mail is on: the new account is sent the same password.
      await expect(notice.getByText(`It was also sent to ${email}.`)).toBeVisible();
      expect((await mailTo(email)).text).toContain(password);
      await notice.getByRole("button", { name: "Copy password" }).click();
      await expect(toasts(page).getByText(passwordCopied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row.getByRole("cell", { name: "Staff", exact: true })).toBeVisible();
      await expect(row.getByText("Active", { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Shown once: gone after Done, and not there when the screen is opened again.
      await notice.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText(password)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
      await expect(page.getByText(password)).toHaveCount(0);

      // The same address again is refused in the server's words.
      await page.getByLabel("Name").fill("Kemi Again");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Add Account" }).click();
      await expect(toasts(page).getByText(accountEmailTaken)).toBeVisible();

      // The password works: it signs in (and must then be changed).
      const signIn = await page.request.post("/api/user/login", { data: { email, password } });
      expect(signIn.status()).toBe(200);
    });

    test("the staff member's first sign-in asks for a new password, then shows only the staff's screens", async ({
      ownAdminPage: owner,
      browser,
    }) => {
      const { account, oneTimePassword } = await addStaff(owner.request, "Tunde Bello");
      const page = await staffBrowser(browser, owner);
      // The sign-in form, at either width, lands a new account on the password screen.
      await page.goto("/admin-auth-route");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(oneTimePassword);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/admin-dashboard\/change-password$/);
      await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Dashboard" })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // The one-time password, just used to sign in, is not asked again.
      await expect(page.getByLabel("One-time password")).toHaveCount(0);
      // Keeping the one-time password, which someone else has seen, is refused.
      await page.getByLabel("New password", { exact: true }).fill(oneTimePassword);
      await page.getByLabel("Confirm new password").fill(oneTimePassword);
      await page.getByRole("button", { name: "Save my password" }).click();
      await expect(toasts(page).getByText(samePasswordAgain)).toBeVisible();
      await expect(page).toHaveURL(/\/admin-dashboard\/change-password$/);

      await page.getByLabel("New password", { exact: true }).fill("tunde's own password");
      await page.getByLabel("Confirm new password").fill("tunde's own password");
      await page.getByRole("button", { name: "Save my password" }).click();
      await expect(toasts(page).getByText(passwordUpdated)).toBeVisible();
      await expect(page).toHaveURL(/\/admin-dashboard$/);

      // On the phone the menu is folded away until opened.
      const nav = (await dashboardSidebar(page)).getByRole("navigation", { name: "Dashboard" });
      // Messages may carry a count of unread ones.
      await expect(nav.getByRole("link")).toHaveText([
        "Today",
        /^Bookings/,
        "Schedule",
        /^Messages/,
        "Profile",
      ]);
      await expectNoSeriousA11yViolations(page);

      await nav.getByRole("link", { name: "Bookings" }).click();
      await expect(page.getByRole("heading", { name: "Bookings Management" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);

      // A screen's address typed by hand says why it is closed instead of failing piece by piece.
      await page.goto("/admin-dashboard/coupon-management");
      await expect(page.getByRole("alert")).toHaveText(notAllowedForRole);
      await page.context().close();
    });

    test("the owner disables a staff member, who is signed out at once, and resets a password", async ({
      ownAdminPage: page,
      browser,
    }) => {
      const { account, oneTimePassword } = await addStaff(page.request, "Bisi Ojo");
      const staff = await staffBrowser(browser, page);
      expect(
        (
          await staff.request.post("/api/user/login", {
            data: { email: account.email, password: oneTimePassword },
          })
        ).ok(),
      ).toBe(true);
      expect((await staff.request.get("/api/user/user")).status()).toBe(200);

      page.on("dialog", (dialog) => void dialog.accept());
      await page.goto("/admin-dashboard/accounts");
      const row = page.getByRole("row").filter({ hasText: account.email });
      await row.getByRole("button", { name: "Disable Bisi Ojo" }).click();
      await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
      expect((await staff.request.get("/api/user/user")).status()).toBe(401);
      // Signing in again with the right password says why it is refused.
      await staff.goto("/admin-auth-route");
      await staff.getByLabel("Email").fill(account.email);
      await staff.getByLabel("Password").fill(oneTimePassword);
      await staff.getByRole("button", { name: "Login" }).click();
      await expect(staff.getByRole("alert").filter({ hasText: accountDisabled })).toBeVisible();

      await row.getByRole("button", { name: "Enable Bisi Ojo" }).click();
      await expect(row.getByText("Active", { exact: true })).toBeVisible();
      await row.getByRole("button", { name: "Reset the password of Bisi Ojo" }).click();
      const notice = page.getByRole("region", { name: "One-time password for Bisi Ojo" });
      await expect(notice).toBeVisible();
      const fresh = (await notice.getByTestId("one-time-password").textContent())!.trim();
      expect(fresh).not.toBe(oneTimePassword);
      await row.getByRole("button", { name: "Make Bisi Ojo an owner" }).click();
      await expect(row.getByRole("cell", { name: "Owner", exact: true })).toBeVisible();
      await staff.context().close();
    });
  });
}
