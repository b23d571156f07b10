// The Book buttons of a category page carry the customer's choice into the booking dialog.
import { formatNaira } from "../src/shared/money.ts";
import { categoryPath } from "../src/shared/slug.ts";
import { admin, expect, test } from "./fixtures";
import { bookingDialogName, categoriesWithServices, loadCatalogue } from "./public-booking-helpers";

test.describe("booking from a category page", () => {
  test("Book This Service picks the category; a service's Book button chooses that service", async ({
    page,
  }) => {
    const { category, services } = categoriesWithServices(await loadCatalogue(page.request), 2)[0]!;
    await page.goto(categoryPath(category));
    const dialog = page.getByRole("dialog", { name: bookingDialogName });

    await page.getByRole("link", { name: "Book This Service" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Category")).toHaveValue(category._id);
    await expect(dialog.getByText("No services chosen yet.")).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();

    const [first, second] = services as [(typeof services)[0], (typeof services)[0]];
    await page.getByRole("link", { name: `Book ${first.name}`, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Category")).toHaveValue(category._id);
    const chosen = dialog.getByRole("list", { name: "Chosen services" });
    await expect(chosen.getByRole("listitem")).toHaveCount(1);
    await expect(chosen).toContainText(first.name);
    await expect(dialog.getByTestId("booking-total")).toHaveText(formatNaira(first.price));

    // What the customer typed stays, and another service's button adds that one too (once).
    await dialog.getByLabel("Full Name").fill("Amaka");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("link", { name: `Book ${second.name}`, exact: true }).click();
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await expect(chosen).toContainText(second.name);
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Amaka");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("link", { name: `Book ${second.name}`, exact: true }).click();
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
  });

  test("a category with no services offers no Book button", async ({ page, browser }) => {
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const signedIn = await adminContext.request.post("/api/user/login", { data: admin });
    expect(signedIn.ok()).toBe(true);
    const name = `Empty Shelf ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const created = await adminContext.request.post("/api/categories/create", {
      data: { name, description: "Nothing to book here yet.", images: [] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const category = (await created.json()) as { _id: string; slug: string; name: string };
    try {
      await page.goto(categoryPath(category));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText("No services available under this category.")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /^Book/ })).toHaveCount(0);
    } finally {
      await adminContext.request.delete(`/api/categories/delete/${category._id}`);
      await adminContext.close();
    }
  });
});
