import type { APIRequestContext } from "@playwright/test";
import type { ContactMessage } from "../src/shared/schemas/contact.ts";
import { uniqueMark } from "./admin-bookings-helpers";
import { onTheEmptySite } from "./empty-site";
import { dashboardSidebar, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

async function sendMessage(request: APIRequestContext, name: string, message: string) {
  const response = await request.post("/api/contact/send-message", {
    data: { name, email: `${name.split(" ")[0]!.toLowerCase()}@example.ng`, message },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe("Messages", () => {
  test("lists messages newest first with unread marked; opening one shows it and marks it read", async ({
    adminPage: page,
  }) => {
    const mark = uniqueMark();
    const older = `Yemi Older${mark}`;
    const newer = `Zainab Newer${mark}`;
    await sendMessage(page.request, older, `Please call me about laundry ${mark}`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // distinct timestamps
    await sendMessage(page.request, newer, `Do you clean offices in Ikeja?\nThree floors. ${mark}`);

    await page.goto("/admin-dashboard/messages");
    await expect(page.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
    const mine = page.getByRole("main").getByRole("button").filter({ hasText: mark });
    await expect(mine).toHaveCount(2);
    await expect(mine.nth(0)).toContainText(newer);
    await expect(mine.nth(1)).toContainText(older);
    await expect(mine.nth(0).getByText("Unread", { exact: true })).toBeVisible();
    await expect(mine.nth(1).getByText("Unread", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const countReloaded = page.waitForResponse((r) => r.url().endsWith("/api/messages/unread-count"));
    await mine.nth(0).click();
    const dialog = page.getByRole("dialog", { name: `Message from ${newer}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Do you clean offices in Ikeja?")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "zainab@example.ng" })).toHaveAttribute(
      "href",
      "mailto:zainab@example.ng",
    );
    await countReloaded;
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await expect(mine.nth(0).getByText("Unread", { exact: true })).toHaveCount(0);
    await expect(mine.nth(1).getByText("Unread", { exact: true })).toBeVisible();
    const stored = (await (await page.request.get("/api/messages/get")).json()) as ContactMessage[];
    expect(stored.find((m) => m.name === newer)?.read).toBe(true);
    expect(stored.find((m) => m.name === older)?.read).toBe(false);
  });

  test("the real unread count matches the server", async ({ adminPage: page }) => {
    await sendMessage(page.request, `Ada Count${uniqueMark()}`, "Counting unread messages");
    const counted = page.waitForResponse((r) => r.url().endsWith("/api/messages/unread-count"));
    await page.goto("/admin-dashboard");
    const { count } = (await (await counted).json()) as { count: number };
    expect(count).toBeGreaterThan(0);
    await expect(
      (await dashboardSidebar(page)).getByRole("link", { name: /^Messages/ }),
    ).toHaveAccessibleName(`Messages ${count} unread`);
  });
});

test.describe("admin messages on a new site", () => {
  onTheEmptySite();

  test("the sidebar shows no count when nothing is unread", async ({ adminPage: page }) => {
    const counted = page.waitForResponse((r) => r.url().endsWith("/api/messages/unread-count"));
    await page.goto("/admin-dashboard");
    expect(((await (await counted).json()) as { count: number }).count).toBe(0);
    await expect(
      (await dashboardSidebar(page)).getByRole("link", { name: /^Messages/ }),
    ).toHaveAccessibleName("Messages");
  });
});
