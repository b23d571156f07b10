import type { Page } from "@playwright/test";
import { onTheEmptySite } from "./empty-site";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

const screen = "/admin-dashboard/coupon-management";

function isoDate(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function uniqueCode(): string {
  return `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

async function fillCoupon(page: Page, values: { code?: string; discount?: string; expiry?: string }) {
  if (values.code !== undefined) await page.getByLabel("Coupon Code").fill(values.code);
  if (values.discount !== undefined) await page.getByLabel("Discount Percentage").fill(values.discount);
  if (values.expiry !== undefined) await page.getByLabel("Expiration Date").fill(values.expiry);
}

const checkCoupon = (page: Page, code: string) => page.request.post("/api/coupons/check", { data: { code } });

test.describe("admin coupon management", () => {
  test("creates, deactivates, activates and deletes a coupon that the booking check honours", async ({
    adminPage: page,
  }) => {
    // A whole journey through the screen and the public site: more than the default time.
    test.slow();
    const code = uniqueCode();
    await page.goto(screen);
    await expect(page.getByRole("heading", { name: "Coupon Management" })).toBeVisible();
    await expect(page.getByLabel("Active")).toBeChecked();

    await fillCoupon(page, { code, discount: "15", expiry: isoDate(30) });
    await page.getByLabel("Description").fill("Harmattan dust-off");
    await page.getByLabel("Usage Limit (optional)").fill("5");
    await page.getByRole("button", { name: "Add Coupon" }).click();

    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row).toBeVisible();
    await expect(row).toContainText("15%");
    await expect(row).toContainText("Harmattan dust-off");
    await expect(row).toContainText("0 / 5");
    await expect(row).toContainText("Active");
    // The form is emptied for the next coupon.
    await expect(page.getByLabel("Coupon Code")).toHaveValue("");

    // The public booking check now knows the code.
    let check = await checkCoupon(page, code);
    expect(check.status()).toBe(200);
    expect(await check.json()).toEqual({ used: false, discount: 15 });

    await row.getByRole("button", { name: "Deactivate" }).click();
    await expect(row).toContainText("Inactive");
    check = await checkCoupon(page, code);
    expect(check.status()).toBe(404);

    await row.getByRole("button", { name: "Activate" }).click();
    await expect(row.getByRole("button", { name: "Deactivate" })).toBeVisible();
    expect((await checkCoupon(page, code)).status()).toBe(200);

    // A cancelled confirmation changes nothing.
    page.once("dialog", (dialog) => dialog.dismiss());
    await row.getByRole("button", { name: "Delete" }).click();
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: code })).toBeVisible();

    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("row").filter({ hasText: code }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("row").filter({ hasText: code })).toHaveCount(0);
    expect((await checkCoupon(page, code)).status()).toBe(404);
  });

  test("an unlimited coupon shows its uses against ∞ and an unchecked Active box creates it inactive", async ({
    adminPage: page,
  }) => {
    const code = uniqueCode();
    await page.goto(screen);
    await fillCoupon(page, { code, discount: "5", expiry: isoDate(10) });
    await page.getByLabel("Active").uncheck();
    await page.getByRole("button", { name: "Add Coupon" }).click();
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("0 / ∞");
    await expect(row).toContainText("Inactive");
    await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();

    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: "Delete" }).click();
    await expect(row).toHaveCount(0);
  });

  test("missing code, discount or expiry shows Please fill in all the required fields", async ({
    adminPage: page,
  }) => {
    let creates = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/coupons/create")) creates += 1;
    });
    await page.goto(screen);
    const alert = page.getByRole("alert").filter({ hasText: "Please fill in all the required fields" });

    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(alert).toBeVisible();

    await fillCoupon(page, { code: uniqueCode(), discount: "10" });
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(alert).toBeVisible();

    await fillCoupon(page, { discount: "", expiry: isoDate(5) });
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(alert).toBeVisible();

    await fillCoupon(page, { code: "", discount: "10" });
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(alert).toBeVisible();
    expect(creates).toBe(0);
  });

  test("refuses a discount outside 1–100, a past expiry and a code already used", async ({
    adminPage: page,
  }) => {
    await page.goto(screen);
    await fillCoupon(page, { code: uniqueCode(), discount: "150", expiry: isoDate(5) });
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(page.getByText("Discount must be between 1 and 100")).toBeVisible();

    await fillCoupon(page, { discount: "0" });
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(page.getByText("Discount must be between 1 and 100")).toBeVisible();

    // The server's own words for what only it can decide.
    await fillCoupon(page, { discount: "10", expiry: isoDate(-2) });
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(page.getByText("Expiration date must be today or later")).toBeVisible();

    await fillCoupon(page, { code: "welcome10", expiry: isoDate(5) });
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(page.getByText("A coupon with this code already exists.")).toBeVisible();
  });

  test("has no serious accessibility violations", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByRole("row").filter({ hasText: "WELCOME10" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("admin coupon management on a new site", () => {
  onTheEmptySite();

  test("shows No coupons available. when there are none", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByText("No coupons available.")).toBeVisible();
  });
});
