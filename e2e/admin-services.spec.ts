import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { Category } from "../src/shared/schemas/category.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { priceRequired } from "../src/shared/rules/number.ts";
import { onTheEmptySite } from "./empty-site";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { imageLimitMessage } from "../src/shared/rules/images";
import { maxServiceImages } from "../src/shared/schemas/service";
import { somethingWentWrong } from "../src/shared/rules/errors.ts";
import { serviceCreated, serviceUpdated } from "../src/shared/rules/toasts.ts";
import { holdRequests } from "./held-requests";
import { holdClock, msUntilTurn } from "./rotation-clock";

const screen = "/admin-dashboard/services-managements";

async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

async function firstCategory(page: Page): Promise<Category> {
  const categories = (await (await page.request.get("/api/categories/get")).json()) as Category[];
  return categories[0]!;
}

test.describe("admin service management", () => {
  test("creates, edits and deletes a service, and the category's public page follows", async ({
    adminPage: page,
  }) => {
    // A whole journey through the screen and the public site: more than the default time.
    test.slow();
    const category = await firstCategory(page);
    const name = unique("E2E Deep Clean");
    const description =
      "Every corner scrubbed, every surface wiped down, every floor mopped until it shines.";
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByLabel("Price (₦)").fill("12500.5");
    await dialog.getByLabel("Category").selectOption({ label: category.name });
    await dialog.getByLabel("Images").setInputFiles([await picture("one.png", "#1d8f6a")]);
    await expect(dialog.getByRole("button", { name: "Remove image 1" })).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(serviceCreated)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("article", { name });
    await expect(card).toContainText(`${description.slice(0, 50)}...`);
    await expect(card).not.toContainText(description.slice(50));
    await expect(card).toContainText(category.name);
    await expect(card).toContainText("₦12,500.50");
    await expect(card.getByRole("img")).toBeVisible();

    const publicPage = `/services/${category.slug}`;
    let html = await (await page.request.get(publicPage)).text();
    expect(html).toContain(name);

    const renamed = `${name} Plus`;
    await card.getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Service" });
    await expect(editDialog.getByLabel("Name")).toHaveValue(name);
    await expect(editDialog.getByLabel("Category")).toHaveValue(category._id);
    await editDialog.getByLabel("Name").fill(renamed);
    await editDialog.getByLabel("Price (₦)").fill("15000");
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(serviceUpdated)).toBeVisible();
    const renamedCard = page.getByRole("article", { name: renamed });
    await expect(renamedCard).toContainText("₦15,000");
    await expect(renamedCard).not.toContainText("₦15,000.00");

    await page.goto(publicPage);
    await expect(page.getByText(renamed)).toBeVisible();
    await expect(page.getByText("₦15,000").first()).toBeVisible();

    await page.goto(screen);
    page.once("dialog", (confirm) => confirm.dismiss());
    await page.getByRole("article", { name: renamed }).getByRole("button", { name: "Delete" }).click();
    await page.reload();
    await expect(page.getByRole("article", { name: renamed })).toBeVisible();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("article", { name: renamed }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
    html = await (await page.request.get(publicPage)).text();
    expect(html).not.toContain(renamed);
  });

  test("the form shows the shared schema's messages and Cancel closes it", async ({ adminPage: page }) => {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await expect(dialog.getByLabel("Category")).toContainText("Select Category");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Service name is required")).toBeVisible();
    await expect(dialog.getByText("Service description is required")).toBeVisible();
    await expect(dialog.getByText("Category is required")).toBeVisible();
    await expect(dialog.getByText(priceRequired)).toBeVisible();
    await dialog.getByLabel("Price (₦)").fill("-5");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Price cannot be below 0")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("keeps at most 3 images, warning Maximum 3 images allowed", async ({ adminPage: page }) => {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await dialog
      .getByLabel("Images")
      .setInputFiles([
        await picture("a.png", "#aa3333"),
        await picture("b.png", "#33aa33"),
        await picture("c.png", "#3333aa"),
        await picture("d.png", "#aaaa33"),
      ]);
    await expect(page.getByText(imageLimitMessage(maxServiceImages))).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove image 3" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove image 4" })).toHaveCount(0);
    await expect(dialog.getByLabel("Images")).toBeDisabled();
  });

  test("shows Saving... while busy and the server's message or the generic one on failure", async ({
    adminPage: page,
  }) => {
    const category = await firstCategory(page);
    let answer = { status: 400, json: { message: "Category not found" } as object };
    const save = await holdRequests(page, "**/api/services/create", (route) => route.fulfill(answer));
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await dialog.getByLabel("Name").fill(unique("E2E Never Saved"));
    await dialog.getByLabel("Description").fill("Refused by the server");
    await dialog.getByLabel("Price (₦)").fill("100");
    await dialog.getByLabel("Category").selectOption({ label: category.name });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
    save.release();
    await expect(page.getByText("Category not found")).toBeVisible();
    await expect(dialog).toBeVisible();

    answer = { status: 500, json: {} };
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(somethingWentWrong)).toBeVisible();
  });

  test("card pictures rotate every 3 s, pause on request, and a card without pictures says No Image", async ({
    adminPage: page,
  }) => {
    const category = await firstCategory(page);
    const upload = async (file: Awaited<ReturnType<typeof picture>>) =>
      (
        (await (await page.request.post("/api/uploads", { multipart: { file } })).json()) as {
          secure_url: string;
        }
      ).secure_url;
    const images = [
      await upload(await picture("one.png", "#aa3333")),
      await upload(await picture("two.png", "#33aa33")),
    ];
    const create = async (name: string, pictures: string[]) => {
      const response = await page.request.post("/api/services/create", {
        data: {
          name,
          description: "Made for the rotation test",
          price: 1000,
          category: category._id,
          images: pictures,
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as Service)._id;
    };
    const [rotatingName, bareName] = [unique("Rotating"), unique("Bare")];
    const ids = [await create(rotatingName, images), await create(bareName, [])];
    try {
      // The page's clock is the test's: three seconds pass when the test says so.
      await page.clock.install();
      await page.goto(screen);
      const rotating = page.getByRole("article", { name: rotatingName });
      await expect(rotating.getByRole("img", { name: `${rotatingName}, picture 1 of 2` })).toBeVisible();
      // The card's pictures turn once it is in view, then every 3 s.
      const alt = () => rotating.getByRole("img").getAttribute("alt");
      await rotating.scrollIntoViewIfNeeded();
      await holdClock(page);
      await msUntilTurn(page, alt);
      await expect(rotating.getByRole("img", { name: `${rotatingName}, picture 2 of 2` })).toBeVisible();
      expect(await msUntilTurn(page, alt)).toBe(3_000);
      await expect(rotating.getByRole("img", { name: `${rotatingName}, picture 1 of 2` })).toBeVisible();
      await rotating.getByRole("button", { name: `Pause pictures of ${rotatingName}` }).click();
      await expect(rotating.getByRole("button", { name: `Play pictures of ${rotatingName}` })).toBeVisible();
      // Leave the card (no hover, no focus) so only the pause control can be holding it still.
      await page.getByRole("heading", { name: "Service Management" }).click();
      await page.mouse.move(0, 0);
      const shown = await rotating.getByRole("img").getAttribute("alt");
      await page.clock.runFor(10_000);
      await expect(rotating.getByRole("img")).toHaveAttribute("alt", shown!);
      await expect(page.getByRole("article", { name: bareName })).toContainText("No Image");
    } finally {
      for (const id of ids) await page.request.delete(`/api/services/delete/${id}`);
    }
  });

  test("has no serious accessibility violations, with and without the modal", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Add New Service" }).click();
    await expect(page.getByRole("dialog", { name: "Add Service" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("admin service management on a new site", () => {
  onTheEmptySite();

  test("shows No services available. when there are none", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByText("No services available.")).toBeVisible();
  });
});
