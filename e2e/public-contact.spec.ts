import { messageFailed, messageSent } from "../src/shared/rules/contact.ts";
import { openMapLabel } from "../src/shared/rules/settings.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { waitForApp } from "./public-helpers";

function uniqueName() {
  return `Chiamaka Test${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

test.describe("Contact Us", () => {
  test("shows two phone numbers, an email, the estate address, three social links and a map", async ({
    page,
  }) => {
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
    await page.route("**/api/contact/send-message", async (route) => {
      sent = route.request().postDataJSON();
      await new Promise((resolve) => setTimeout(resolve, 600));
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
    await expect(page.getByText(messageSent)).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    expect(sent).toEqual({
      name,
      email: "chiamaka@example.ng",
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
      route.fulfill({ status: 429, json: { message: "Too many messages. Please try again later." } }),
    );
    await page.goto("/");
    await waitForApp(page);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Bola Test");
    await form.getByLabel("Email").fill("bola@example.ng");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Too many messages. Please try again later.")).toBeVisible();
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
