import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export const admin = { email: "admin@example.ng", password: "correct horse battery" };

type Fixtures = {
  /** A desktop page whose browser is already signed in as the admin. */
  adminPage: Page;
};

export const test = base.extend<Fixtures>({
  adminPage: async ({ page }, use) => {
    const response = await page.request.post("/api/user/login", { data: admin });
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
