import type { Page } from "@playwright/test";
import { backgroundRgb, expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { followNav, waitForApp } from "./public-helpers";

const navigation = [
  ["Home", "/"],
  ["About Us", "/about-us"],
  ["Contact Us", "/contact-us"],
  ["Services", "/services"],
  ["Our Works", "/our-works"],
] as const;

test.describe("public layout", () => {
  test("the header navigation lists the five pages in SPEC order and each link works", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/about-us");
    await waitForApp(page);
    const nav = isMobile
      ? (await page.getByRole("button", { name: "Open menu" }).click(),
        page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Mobile" }))
      : page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(navigation.map(([label]) => label));
    if (isMobile) await page.keyboard.press("Escape");
    for (const [label, path] of navigation) {
      await followNav(page, label);
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("the header is fixed: it stays on screen after scrolling", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.getByRole("banner")).toBeInViewport();
  });

  test("the footer shows the current year and its links", async ({ page }) => {
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const label of ["Services", "Our Works", "About", "Contact", "Privacy Policy", "Terms of Service"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("Book Service opens the booking dialog", async ({ page, isMobile }) => {
    await page.goto("/our-works");
    await waitForApp(page);
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Book Service" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    } else {
      await page.getByRole("banner").getByRole("link", { name: "Book Service" }).click();
    }
    await expect(page.getByRole("dialog", { name: "Book a Cleaning Service" })).toBeVisible();
  });

  test("a skip link leads past the header to the main content", async ({ page }) => {
    await page.goto("/contact-us");
    await waitForApp(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
  });

  test("the WhatsApp button opens a chat with the business number", async ({ page }) => {
    await page.goto("/");
    const whatsapp = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/234\d{10}\?text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
  });
});

test.describe("styles", () => {
  // The WhatsApp button, on every public page at every size: its green (#1a7f4b) comes only from the
  // stylesheet.
  const green = [26, 127, 75];
  const whatsapp = (page: Page) => page.getByRole("link", { name: "Chat with us on WhatsApp" });

  test("the page arrives styled: no script is needed for its look", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about-us");
    expect(await backgroundRgb(whatsapp(page))).toEqual(green);
    await context.close();
  });

  test("stay the same through hydration and moves between pages, with no errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await waitForApp(page);
    expect(await backgroundRgb(whatsapp(page))).toEqual(green);
    await followNav(page, "About Us");
    await followNav(page, "Services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await backgroundRgb(whatsapp(page))).toEqual(green);
    expect(errors).toEqual([]);
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(async ({ isMobile }) => {
    test.skip(!isMobile, "the slide-in menu is the phone's navigation");
  });

  test("opens with focus inside, and closes on Escape returning focus to the button", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByTestId("menu-overlay")).toBeVisible();
    const focusedInside = await menu.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(focusedInside).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on an overlay click and with its close button", async ({ page }) => {
    await page.goto("/services");
    await waitForApp(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The overlay is the dimmed area left of the panel.
    await page.mouse.click(20, 300);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("opens, closes and leads to a page before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Our Works" }).click();
    await expect(page).toHaveURL(/\/our-works$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Works" })).toBeVisible();
    await context.close();
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Our Works" }).click();
    await expect(page).toHaveURL(/\/our-works$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Our Works" })).toBeVisible();
  });
});
