import sharp from "sharp";
import type { Category } from "../src/shared/schemas/category.ts";
import { categorySlugHint, categorySlugInvalid, categorySlugTaken } from "../src/shared/rules/catalogue.ts";
import { slugify } from "../src/shared/slug.ts";
import { onTheEmptySite } from "./empty-site";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { imageLimitMessage } from "../src/shared/rules/images";
import { maxCategoryImages } from "../src/shared/schemas/category";
import { categorySaved } from "../src/shared/rules/toasts.ts";
import { duplicateCategory } from "../src/shared/rules/catalogue.ts";

const screen = "/admin-dashboard/categories-managements";

async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test.describe("admin category management", () => {
  test("creates, renames and deletes a category, and the public services pages follow", async ({
    adminPage: page,
  }) => {
    // A whole journey through the screen and the public site: more than the default time.
    test.slow();
    const name = unique("E2E Window Care");
    const description =
      "Streak-free glass inside and out, frames and tracks included, for homes and offices.";
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByLabel("Images").setInputFiles([await picture("glass.png", "#2266aa")]);
    await expect(dialog.getByRole("button", { name: "Remove image 1" })).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    const saved = page.getByRole("alert").filter({ hasText: categorySaved });
    await expect(saved).toBeVisible();
    await expect(dialog).toBeHidden();
    // Dismiss it, so the toast of the edit below is a new one.
    await saved.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(saved).toHaveCount(0);

    const card = page.getByRole("article", { name });
    await expect(card).toContainText(`${description.slice(0, 50)}...`);
    await expect(card.getByRole("img", { name })).toBeVisible();

    let html = await (await page.request.get("/services")).text();
    expect(html).toContain(name);

    const renamed = `${name} Pro`;
    await card.getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Category" });
    await expect(editDialog.getByLabel("Description")).toHaveValue(description);
    await editDialog.getByLabel("Name").fill(renamed);
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(saved).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toBeVisible();

    await page.goto("/services");
    await expect(page.getByText(renamed)).toBeVisible();
    // Renamed, the category keeps its address.
    const categoryPage = await page.request.get(`/services/${slugify(name)}`);
    expect(categoryPage.status()).toBe(200);
    expect(await categoryPage.text()).toContain(renamed);
    // The new name's address is only a way there.
    const byNewName = await page.request.get(`/services/${slugify(renamed)}`, { maxRedirects: 0 });
    expect(byNewName.status()).toBe(301);
    expect(byNewName.headers()["location"]).toBe(`/services/${slugify(name)}`);

    await page.goto(screen);
    page.once("dialog", (confirm) => confirm.dismiss());
    await page.getByRole("article", { name: renamed }).getByRole("button", { name: "Delete" }).click();
    await page.reload();
    await expect(page.getByRole("article", { name: renamed })).toBeVisible();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("article", { name: renamed }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
    html = await (await page.request.get("/services")).text();
    expect(html).not.toContain(renamed);
  });

  test("the owner changes the slug in the form; the old address answers 301, also cached and without JavaScript", async ({
    adminPage: page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const name = unique("E2E Laundry & Ironing");
    const oldPath = `/services/${slugify(name)}`;
    expect(oldPath).toMatch(/^\/services\/e2e-laundry-and-ironing-[a-z0-9]+$/);
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await expect(dialog.getByLabel("Slug")).toHaveValue("");
    await expect(dialog.getByText(categorySlugHint)).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Washed, pressed and folded.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(categorySaved)).toBeVisible();
    const created = ((await (await page.request.get("/api/categories/get")).json()) as Category[]).find(
      (category) => category.name === name,
    )!;
    expect(`/services/${created.slug}`).toBe(oldPath);

    // A visitor's copy of the page, kept by the page cache.
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const first = await visitor.request.get(oldPath);
    expect(first.status()).toBe(200);
    const again = await visitor.request.get(oldPath);
    expect(again.headers()["etag"]).toBe(first.headers()["etag"]);

    const newSlug = `${created.slug.replace("e2e-laundry-and-ironing", "e2e-pressing")}`;
    await page.getByRole("article", { name }).getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Category" });
    await expect(editDialog.getByLabel("Slug")).toHaveValue(created.slug);
    await editDialog.getByLabel("Slug").fill("Pressing & Ironing");
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(editDialog.getByText(categorySlugInvalid)).toBeVisible();
    // A slug another category has: the server's 409 in its own words.
    const seeded = ((await (await page.request.get("/api/categories/get")).json()) as Category[])[0]!;
    await editDialog.getByLabel("Slug").fill(seeded.slug);
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(categorySlugTaken)).toBeVisible();
    await expect(editDialog).toBeVisible();
    await editDialog.getByLabel("Slug").fill(newSlug);
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(editDialog).toBeHidden();

    const moved = await visitor.request.get(oldPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(`/services/${newSlug}`);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(oldPath);
    await expect(visitorPage).toHaveURL(`${baseURL}/services/${newSlug}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name })).toBeVisible();
    await visitor.close();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("article", { name }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    expect((await page.request.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);
  });

  test("requires a name and a description, with the schema's words", async ({ adminPage: page }) => {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Category name is required")).toBeVisible();
    await expect(dialog.getByText("Category description is required")).toBeVisible();
    await dialog.getByLabel("Name").fill("   ");
    await dialog.getByLabel("Description").fill("Only spaces above");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Category name is required")).toBeVisible();
    await expect(dialog.getByText("Category description is required")).toBeHidden();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("keeps at most 3 images, warning Maximum 3 images allowed", async ({ adminPage: page }) => {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await dialog
      .getByLabel("Images")
      .setInputFiles([
        await picture("a.png", "#aa3333"),
        await picture("b.png", "#33aa33"),
        await picture("c.png", "#3333aa"),
        await picture("d.png", "#aaaa33"),
      ]);
    await expect(page.getByText(imageLimitMessage(maxCategoryImages))).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove image 3" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove image 4" })).toHaveCount(0);
  });

  test("refuses a name already used (any case) and deleting a category that still has services", async ({
    adminPage: page,
  }) => {
    const seeded = ((await (await page.request.get("/api/categories/get")).json()) as Category[])[0]!;
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await dialog.getByLabel("Name").fill(seeded.name.toUpperCase());
    await dialog.getByLabel("Description").fill("A second category of the same name");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(duplicateCategory)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    page.once("dialog", (confirm) => confirm.accept());
    await page
      .getByRole("article", { name: seeded.name, exact: true })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Remove or move this category's services first.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("article", { name: seeded.name, exact: true })).toBeVisible();
  });

  test("a card shows only the first picture, or No Image", async ({ adminPage: page }) => {
    const upload = async (file: Awaited<ReturnType<typeof picture>>) =>
      (
        (await (await page.request.post("/api/uploads", { multipart: { file } })).json()) as {
          secure_url: string;
        }
      ).secure_url;
    const images = [
      await upload(await picture("a.png", "#aa3333")),
      await upload(await picture("b.png", "#33aa33")),
      await upload(await picture("c.png", "#3333aa")),
    ];
    const create = async (name: string, pictures: string[]) => {
      const response = await page.request.post("/api/categories/create", {
        data: { name, slug: slugify(name), description: "Made for the card picture test", images: pictures },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as Category)._id;
    };
    const [picturedName, plainName] = [unique("Pictured"), unique("Plain")];
    const ids = [await create(picturedName, images), await create(plainName, [])];
    try {
      await page.goto(screen);
      const pictured = page.getByRole("article", { name: picturedName });
      await expect(pictured.getByRole("img")).toHaveCount(1);
      await expect(pictured.getByRole("img")).toHaveAttribute("src", new RegExp(`^${images[0]}`));
      await expect(page.getByRole("article", { name: plainName })).toContainText("No Image");
      // The placeholder's words are read against its grey, so they must be dark enough to read.
      await expectNoSeriousA11yViolations(page);
    } finally {
      for (const id of ids) await page.request.delete(`/api/categories/delete/${id}`);
    }
  });

  test("has no serious accessibility violations, with and without the modal", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Add New Category" }).click();
    await expect(page.getByRole("dialog", { name: "Add Category" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("admin category management on a new site", () => {
  onTheEmptySite();

  test("shows No categories available. when there are none", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByText("No categories available.")).toBeVisible();
  });
});
