// Forms that carry a password or a person's details post, so nothing typed ends up in a URL (and so in
// server logs, browser history or a Referer), and they work before the page's script has taken over or
// without it: the server answers the post itself (docs/decisions/011-forms-without-script.md).
import type { Page } from "@playwright/test";
import { messageSent } from "../src/shared/rules/contact.ts";
import { admin, expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

function uniqueName() {
  return `Ifeoma Noscript${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Nothing the visitor typed is in the address bar. */
function expectCleanUrl(page: Page, typed: string[]) {
  const url = new URL(page.url());
  expect(url.search).toBe("");
  for (const value of typed) expect(decodeURIComponent(page.url())).not.toContain(value);
}

async function storedMessages(page: Page) {
  expect((await page.request.post("/api/user/login", { data: admin })).ok()).toBe(true);
  const response = await page.request.get("/api/messages/get");
  expect(response.ok()).toBe(true);
  return (await response.json()) as { name: string; email: string; message: string }[];
}

test.describe("contact form without script", () => {
  test("posts, stores the message and says Message sent successfully.", async ({ page }) => {
    const name = uniqueName();
    const text = "Please quote for a deep clean of a two-bedroom flat in Surulere.";
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email").fill("ifeoma@example.ng");
    await form.getByLabel("Message").fill(text);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("status").filter({ hasText: messageSent })).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us$/);
    expectCleanUrl(page, [name, "ifeoma@example.ng", text]);
    await expect(page.getByRole("form", { name: "Contact form" }).getByLabel("Full Name")).toHaveValue("");

    const stored = (await storedMessages(page)).filter((message) => message.name === name);
    expect(stored).toEqual([expect.objectContaining({ email: "ifeoma@example.ng", message: text })]);
  });

  test("the home page's contact form posts to the contact page", async ({ page }) => {
    const name = uniqueName();
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email").fill("ifeoma@example.ng");
    await form.getByLabel("Message").fill("Do you clean offices on Saturdays?");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("status").filter({ hasText: messageSent })).toBeVisible();
    expectCleanUrl(page, [name, "ifeoma@example.ng"]);
    expect((await storedMessages(page)).filter((message) => message.name === name)).toHaveLength(1);
  });

  test("the server's rules still apply: a blank name is refused with its message and nothing is stored", async ({
    page,
  }) => {
    const text = `Only spaces for a name ${uniqueName()}`;
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    // Spaces satisfy the browser's `required`; the server trims them away and refuses.
    await form.getByLabel("Full Name").fill("   ");
    await form.getByLabel("Email").fill("ifeoma@example.ng");
    await form.getByLabel("Message").fill(text);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Full name is required" })).toBeVisible();
    expectCleanUrl(page, ["ifeoma@example.ng", text]);
    // What was typed is kept, so the visitor only fixes the name.
    await expect(page.getByRole("form", { name: "Contact form" }).getByLabel("Message")).toHaveValue(text);
    expect((await storedMessages(page)).filter((message) => message.message === text)).toHaveLength(0);
  });
});

test.describe("sign-in without script", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "the sign-in form is offered from 1024 px");

  test("posts, sets the session cookie and opens the dashboard; the password is in no URL", async ({
    page,
  }) => {
    await page.goto("/admin-auth-route");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();

    await expect(page).toHaveURL(/\/admin-dashboard$/);
    expectCleanUrl(page, [admin.email, admin.password]);
    // The session cookie the API set came through the page's redirect, out of the page script's reach.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "sid");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await page.request.get("/api/user/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: admin.email });
  });

  test("a wrong password shows the server's message, keeps the email and sets no session", async ({
    page,
  }) => {
    await page.goto("/admin-auth-route");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Login" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-auth-route$/);
    expectCleanUrl(page, [admin.email, "not the password"]);
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    expect((await page.request.get("/api/user/user")).status()).toBe(401);
  });
});
