import type { Locator, Page } from "@playwright/test";
import { messageFailed, messageSent } from "../src/shared/rules/contact.ts";
import { openMapLabel } from "../src/shared/rules/settings.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { waitForApp } from "./public-helpers";
import { answerMapHost, blockMapHost, mapHostUntilReconnected, mapRequestFailed } from "./map-host";
import { tooManyContactMessages } from "../src/shared/rules/limits.ts";

function uniqueName() {
  return `Chiamaka Test${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

test.describe("Contact Us", () => {
  test("shows two phone numbers, an email, the estate address, three social links and a map", async ({
    page,
  }) => {
    await answerMapHost(page);
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const details = page.getByRole("region", { name: "Contact Details" });
    await expect(details.locator('a[href^="tel:+234"]')).toHaveCount(2);
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(details.locator("address")).toContainText(/Estate, off .*Expressway/);
    for (const network of ["Facebook", "Instagram", "X"]) {
      await expect(details.getByRole("link", { name: network, exact: true })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
    // The map loads from Google only once it is about to be seen; before that a card links to it.
    await waitForApp(page);
    await expect(page.locator('iframe[title^="Map showing our office"]')).toHaveCount(0);
    await page.getByRole("link", { name: openMapLabel }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title^="Map showing our office"]')).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("the map", () => {
    const mapFrame = (page: Page) => page.locator('iframe[title^="Map showing our office"]');
    const mapLinkOf = (page: Page) => page.getByRole("link", { name: openMapLabel });
    /** The card under the map: the address and the link to the map. */
    const mapCard = (page: Page) => mapLinkOf(page).locator("..");

    async function expectAddressAndLink(page: Page) {
      await expect(mapCard(page).locator("address")).toHaveText(/Estate, off .*Expressway/);
      await expect(mapCard(page).locator("address")).toBeVisible();
      await expect(mapLinkOf(page)).toBeVisible();
      await expect(mapLinkOf(page)).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\?q=/);
    }

    /** No frame, and no box held empty for one: the card is only as tall as the address and the link. */
    async function expectNoMapFrame(page: Page) {
      await expect(mapFrame(page)).toHaveCount(0);
      const heightOf = async (locator: Locator) => (await locator.boundingBox())!.height;
      await expect
        .poll(
          async () =>
            (await heightOf(mapCard(page))) -
            (await heightOf(mapCard(page).locator("address"))) -
            (await heightOf(mapLinkOf(page))),
        )
        .toBeLessThan(64);
    }

    test("keeps the address and the link to the map under the map", async ({ page }) => {
      await answerMapHost(page);
      await page.goto("/contact-us");
      await waitForApp(page);
      await mapLinkOf(page).scrollIntoViewIfNeeded();
      await expect(mapFrame(page)).toBeVisible();
      await expectAddressAndLink(page);
      const frame = (await mapFrame(page).boundingBox())!;
      const card = (await mapCard(page).boundingBox())!;
      expect(card.y).toBeGreaterThanOrEqual(frame.y + frame.height - 1);
    });

    test("where the map's host cannot be reached, shows the address and the link and no frame", async ({
      page,
    }) => {
      await blockMapHost(page);
      // Before the page loads: on a phone the card is near enough to be tried as soon as the script runs.
      const failed = mapRequestFailed(page);
      await page.goto("/contact-us");
      await waitForApp(page);
      await mapLinkOf(page).scrollIntoViewIfNeeded();
      await failed;
      await expectNoMapFrame(page);
      await expectAddressAndLink(page);
    });

    test("offline, shows the address and the link and no frame; back online, the map", async ({ page }) => {
      const mapHost = await mapHostUntilReconnected(page);
      const failed = mapRequestFailed(page);
      await page.goto("/contact-us");
      await waitForApp(page);
      await page.context().setOffline(true);
      await mapLinkOf(page).scrollIntoViewIfNeeded();
      await failed;
      await expectNoMapFrame(page);
      await expectAddressAndLink(page);

      mapHost.reconnect();
      await page.context().setOffline(false);
      await expect(mapFrame(page)).toBeVisible();
      await expectAddressAndLink(page);
    });
  });

  test("without script, the map is a link to it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact-us");
    await expect(page.getByRole("link", { name: openMapLabel })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\?q=/,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    await context.close();
  });

  test("sends a message: Sending... while busy, a success toast, and the form is cleared", async ({
    page,
  }) => {
    const name = uniqueName();
    let sent: unknown;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/send-message", async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await page.goto("/contact-us");
    await waitForApp(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email").fill("chiamaka@example.ng");
    await form.getByLabel("Message").fill("Please quote for a three-bedroom deep clean in Yaba.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel("Message")).toBeDisabled();
    release();
    await expect(page.getByText(messageSent)).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    expect(sent).toEqual({
      name,
      email: "chiamaka@example.ng",
      // The phone is optional and was left empty.
      phone: "",
      message: "Please quote for a three-bedroom deep clean in Yaba.",
    });
  });

  test("the browser requires every field and an email address", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Message")).toHaveAttribute("required", "");
  });

  test("a refused message shows the server's message and keeps what was typed", async ({ page }) => {
    await page.route("**/api/contact/send-message", (route) =>
      route.fulfill({ status: 429, json: { message: tooManyContactMessages } }),
    );
    await page.goto("/");
    await waitForApp(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Bola Test");
    await form.getByLabel("Email").fill("bola@example.ng");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(tooManyContactMessages)).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("Hello");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a failure without a message shows Something went wrong", async ({ page }) => {
    await page.route("**/api/contact/send-message", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/contact-us");
    await waitForApp(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Bola Test");
    await form.getByLabel("Email").fill("bola@example.ng");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(messageFailed, { exact: true })).toBeVisible();
  });
});

test.describe("About Us", () => {
  test("shows the about text, mission, vision, CEO, a team of three and Get In Touch", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meet Our CEO" })).toBeVisible();
    const team = page.getByRole("region", { name: "Meet Our Team" });
    await expect(team.getByRole("listitem")).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Get In Touch" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
