import type { Page } from "@playwright/test";
import { formatNaira } from "../src/shared/money.ts";
import type { Category } from "../src/shared/schemas/category.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { expect, test } from "./fixtures";
import { bookingDialogName } from "./public-booking-helpers";
import { serviceUpdated } from "../src/shared/rules/toasts.ts";

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** A category with one service of this test's own, so no other test's data is touched. */
async function createOwnService(
  page: Page,
  price: number,
): Promise<{ category: Category; service: Service }> {
  const madeCategory = await page.request.post("/api/categories/create", {
    data: { name: unique("E2E Fresh Prices"), description: "Only this test uses it", images: [] },
  });
  expect(madeCategory.status(), await madeCategory.text()).toBe(201);
  const category = (await madeCategory.json()) as Category;
  const madeService = await page.request.post("/api/services/create", {
    data: {
      name: unique("E2E Sofa Shampoo"),
      description: "Priced, then repriced",
      price,
      category: category._id,
      images: [],
    },
  });
  expect(madeService.status(), await madeService.text()).toBe(201);
  return { category, service: (await madeService.json()) as Service };
}

/** The booking dialog's option for the service, which reads "<name> (<price>)". */
async function priceInBookingDialog(page: Page, category: Category, service: Service) {
  await page.getByRole("link", { name: "Book This Service" }).click();
  const dialog = page.getByRole("dialog", { name: bookingDialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Category").selectOption({ label: category.name });
  return dialog.getByLabel("Service", { exact: true }).locator("option", { hasText: service.name });
}

test.describe("one catalogue in the browser", () => {
  test("a price changed in the dashboard shows in the booking dialog of the same tab, without a reload", async ({
    adminPage: page,
  }) => {
    test.slow();
    const { category, service } = await createOwnService(page, 12_000);
    try {
      await page.goto(`/services/${category.slug}`);
      let option = await priceInBookingDialog(page, category, service);
      await expect(option).toHaveText(`${service.name} (${formatNaira(12_000)})`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: bookingDialogName })).toBeHidden();

      // Marks this document: a reload would lose it, and the query cache with it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // The public site has no link to the dashboard: go there the way a link would, in this document.
      await page.evaluate(() =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate("/admin-dashboard/services-managements"),
      );
      const card = page.getByRole("article", { name: service.name });
      await card.getByRole("button", { name: "Edit" }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Service" });
      await editDialog.getByLabel("Price (₦)").fill("15500");
      await editDialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(serviceUpdated)).toBeVisible();
      await expect(card).toContainText(formatNaira(15_500));

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/services/${category.slug}$`));
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      // The category page itself shows the new price as well.
      await expect(page.getByRole("article").filter({ hasText: service.name })).toContainText(
        formatNaira(15_500),
      );
      option = await priceInBookingDialog(page, category, service);
      await expect(option).toHaveText(`${service.name} (${formatNaira(15_500)})`);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    } finally {
      await page.request.delete(`/api/services/delete/${service._id}`);
      await page.request.delete(`/api/categories/delete/${category._id}`);
    }
  });
});
