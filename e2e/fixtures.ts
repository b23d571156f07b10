import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { createOwnAdmin, type AdminAccount } from "./own-admin";

export const admin = { email: "admin@example.ng", password: "correct horse battery" };

type Fixtures = {
  /** A desktop page whose browser is already signed in as the admin. */
  adminPage: Page;
  /** An admin account made for this test alone: its name, email, password and picture are its own. */
  ownAdmin: AdminAccount;
  /** A page signed in as `ownAdmin`, for tests that change the signed-in admin's own data. */
  ownAdminPage: Page;
};

export const test = base.extend<Fixtures>({
  adminPage: async ({ page }, use) => {
    const response = await page.request.post("/api/user/login", { data: admin });
    expect(response.ok()).toBe(true);
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  ownAdmin: async ({}, use) => {
    await use(await createOwnAdmin());
  },
  ownAdminPage: async ({ page, ownAdmin }, use) => {
    const response = await page.request.post("/api/user/login", {
      data: { email: ownAdmin.email, password: ownAdmin.password },
    });
    expect(response.ok()).toBe(true);
    await use(page);
  },
});

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** The toast area, wherever it sits (in the page, or inside the dialog that is open). */
export function toasts(page: Page): Locator {
  return page.locator(".Toastify");
}

export { expect };

/** An element's background colour as [r, g, b], whatever colour space the stylesheet used. */
export async function backgroundRgb(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}
