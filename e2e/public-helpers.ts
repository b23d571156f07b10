// Shared steps of the public journeys (public-*.spec.ts): navigating like a visitor at any size, and
// failed catalogue answers.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Waits until the app has taken over the server-rendered page, so links navigate in the browser. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("load");
}

/** Follows a header link (the desktop navigation, or the slide-in menu on a phone) and waits for the page. */
export async function followNav(page: Page, label: string): Promise<void> {
  await waitForApp(page);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const link = (await menuButton.isVisible())
    ? (await menuButton.click(),
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: label, exact: true }))
    : page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true });
  const href = await link.getAttribute("href");
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
}

/**
 * Makes one public list call (e.g. "categories") fail with the given status: a server failure the real
 * server cannot be made to give on demand. Lists themselves always come from the real server.
 */
export async function failList(
  page: Page,
  list: "categories" | "services" | "past-works" | "testimonials",
  status: number,
) {
  await page.route(`**/api/${list}/get`, (route) =>
    route.fulfill({ status, json: { message: "Database unavailable" } }),
  );
}

/** The slide currently shown (hidden slides are out of the accessibility tree). */
export async function shownSlide(page: Page): Promise<string | null> {
  const slides = page.getByRole("group", { name: /of 3$/ });
  await expect(slides).toHaveCount(1);
  return slides.getAttribute("aria-label");
}

/** Takes focus and the pointer off a carousel, so only the user's pause/play choice can stop it. */
export async function leaveCarousel(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
}
