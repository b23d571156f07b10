// Every dashboard screen, at the size of the project that runs it (a 1280 px desktop and a 412 px phone),
// and on the narrowest phone the dashboard serves (360 px). Screens are read from the sidebar's own list,
// so a screen added to the dashboard is checked here without a change.
import type { Page } from "@playwright/test";
import { adminSections } from "../src/web/components/layouts/admin-sections.ts";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import {
  dashboardSidebar,
  expect,
  expectNoSeriousA11yViolations,
  seriousA11yViolations,
  skipUnlessProjectOf,
  test,
} from "./fixtures";

/** Opens a screen and waits until its data has come: no loading message or spinner left. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  const loading = main.getByRole("status", { name: /^Loading/ }).or(main.getByText(/^Loading/));
  await expect(loading).toHaveCount(0);
}

/** A booking confirmed by the admin: the bookings list and the activity list have a line to show. */
async function confirmedBooking(page: Page) {
  const booking = await createBooking(page.request, { customerName: `Ngozi Everyscreen${uniqueMark()}` });
  const confirmed = await page.request.put(`/api/bookings/update-status/${booking._id}/confirmed`);
  expect(confirmed.status()).toBe(200);
}

/** How far the page itself reaches past the right edge of the window, in CSS pixels. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("every dashboard screen", () => {
  // One signed-in visit through every screen, a step each, as staff move: every screen is checked and
  // the test lists all that fail, where a test per screen spent most of its time signing in again.
  test("axe finds no serious or critical issue, and no screen scrolls sideways", async ({
    adminPage: page,
  }) => {
    test.slow();
    await confirmedBooking(page);
    const problems: Record<string, string[]> = {};
    for (const section of adminSections) {
      await test.step(section.label, async () => {
        await openScreen(page, section.to);
        const found = await seriousA11yViolations(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow !== 0) found.push(`scrolls sideways by ${overflow} px`);
        if (found.length > 0) problems[section.label] = found;
      });
    }
    expect(problems).toEqual({});
  });

  test("the sidebar, open or beside the page, has no serious or critical issue", async ({
    adminPage: page,
  }) => {
    await openScreen(page, "/admin-dashboard");
    await dashboardSidebar(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
  test.beforeEach(() => skipUnlessProjectOf("phone"));

  test("no dashboard screen scrolls sideways, with the menu folded or open", async ({ adminPage: page }) => {
    await confirmedBooking(page);
    for (const section of adminSections) {
      await openScreen(page, section.to);
      expect(await sidewaysOverflow(page), section.label).toBe(0);
    }
    await dashboardSidebar(page);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("Booking Details fits the screen, scrolls inside, and dials or opens WhatsApp", async ({
    adminPage: page,
  }) => {
    const booking = await createBooking(page.request, { customerName: `Dayo Narrow${uniqueMark()}` });
    await openScreen(page, "/admin-dashboard/bookings-management");
    await page.getByLabel("Search bookings").fill(booking.bookingId);
    const card = page.getByRole("row", { name: `Booking ${booking.bookingId} by ${booking.customerName}` });
    await card.getByText(booking.customerName, { exact: true }).tap();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details).toBeVisible();

    const box = (await details.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(360 - 8);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await sidewaysOverflow(page)).toBe(0);

    const call = details.getByRole("link", { name: `Call ${booking.phone}` });
    await expect(call).toHaveAttribute("href", `tel:${booking.phone}`);
    const whatsApp = details.getByRole("link", { name: `WhatsApp ${booking.phone}` });
    await expect(whatsApp).toHaveAttribute("href", `https://wa.me/234${booking.phone.slice(1)}`);
    for (const link of [call, whatsApp, details.getByRole("button", { name: "Close details" })]) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    // What does not fit is reached by scrolling inside the dialog, not the page behind it.
    const close = details.getByRole("button", { name: "Close", exact: true });
    await close.scrollIntoViewIfNeeded();
    await expect(close).toBeInViewport({ ratio: 1 });
    await close.tap();
    await expect(details).toBeHidden();
  });
});

test.describe("the folded menu on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true });
  test.beforeEach(() => skipUnlessProjectOf("phone"));

  test("opens from the header, holds focus, and folds on Escape, on the overlay and on a chosen link", async ({
    adminPage: page,
  }) => {
    await openScreen(page, "/admin-dashboard");
    const sidebar = page.getByRole("complementary");
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect((await menuButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const controlled = await menuButton.getAttribute("aria-controls");
    // The main content has the whole width: no sidebar beside it.
    expect((await page.getByRole("main").boundingBox())!.width).toBe(412);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar).toBeVisible();
    expect(await sidebar.getAttribute("id")).toBe(controlled);
    await expect(sidebar.getByRole("button", { name: "Close menu" })).toBeFocused();
    // Keyboard focus stays in the menu: the page behind it cannot be reached.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("main, header"))).toBe(false);
    }
    for (const link of await sidebar.getByRole("link").all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(sidebar).toBeVisible();
    // A tap on the dimmed page beside the menu folds it.
    await page.mouse.click(400, 600);
    await expect(sidebar).toBeHidden();

    await menuButton.click();
    await sidebar.getByRole("link", { name: "Bookings" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/bookings-management$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole("heading", { name: "Bookings Management" })).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});
