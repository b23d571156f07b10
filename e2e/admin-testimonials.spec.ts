import sharp from "sharp";
import type { Testimonial } from "../src/shared/schemas/testimonial.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import {
  imageUploadFailed,
  imageUploaded,
  testimonialAdded,
  testimonialDeleted,
  testimonialUpdated,
} from "../src/shared/rules/toasts.ts";
import { holdRequests } from "./held-requests";

const screen = "/admin-dashboard/testimonial-management";

async function portrait() {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#cc8844" } })
    .png()
    .toBuffer();
  return { name: "portrait.png", mimeType: "image/png", buffer };
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test.describe("admin testimonials management", () => {
  test("adds, edits and deletes a testimonial, and the home page follows", async ({ adminPage: page }) => {
    // A whole journey through the screen and the public site: more than the default time.
    test.slow();
    const name = unique("E2E Chiamaka");
    await page.goto(screen);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Role").fill("Homeowner, Lekki");
    await dialog.getByLabel("Feedback").fill("They left my flat sparkling before the in-laws arrived.");
    await dialog.getByLabel("Image", { exact: true }).setInputFiles([await portrait()]);
    await expect(page.getByText(imageUploaded)).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Image 1" })).toBeVisible();
    await expect(dialog.getByLabel("Image", { exact: true })).toBeDisabled();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(testimonialAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("article", { name });
    await expect(card).toContainText("They left my flat sparkling");
    await expect(card).toContainText("Homeowner, Lekki");
    await expect(card.getByRole("img", { name })).toBeVisible();

    // Newest first: the home page's first three include it.
    let html = await (await page.request.get("/")).text();
    expect(html).toContain(name);

    await card.getByRole("button", { name: `Edit testimonial from ${name}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Testimonial" });
    await expect(editDialog.getByLabel("Role")).toHaveValue("Homeowner, Lekki");
    await editDialog.getByLabel("Role").fill("Landlady, Surulere");
    await editDialog.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText(testimonialUpdated)).toBeVisible();
    await expect(card).toContainText("Landlady, Surulere");
    html = await (await page.request.get("/")).text();
    expect(html).toContain("Landlady, Surulere");

    page.once("dialog", (confirm) => confirm.dismiss());
    await card.getByRole("button", { name: `Delete testimonial from ${name}` }).click();
    await page.reload();
    await expect(page.getByRole("article", { name })).toBeVisible();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("button", { name: `Delete testimonial from ${name}` }).click();
    await expect(page.getByText(testimonialDeleted)).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    html = await (await page.request.get("/")).text();
    expect(html).not.toContain(name);
  });

  test("requires name, role and feedback", async ({ adminPage: page }) => {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Role is required")).toBeVisible();
    await expect(dialog.getByText("Feedback is required")).toBeVisible();
  });

  test("shows Uploading... and Image upload failed when the upload fails", async ({ adminPage: page }) => {
    const upload = await holdRequests(page, "**/api/uploads", (route) =>
      route.fulfill({ status: 500, json: { message: "Disk full" } }),
    );
    await page.goto(screen);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
    await dialog.getByLabel("Image", { exact: true }).setInputFiles([await portrait()]);
    await expect(dialog.getByText("Uploading...")).toBeVisible();
    upload.release();
    await expect(page.getByText(imageUploadFailed)).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(0);
  });

  test("reports failed saves, deletes and fetches", async ({ adminPage: page }) => {
    const name = `Tunde ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/testimonials/create", {
      data: { name, role: "Shop owner, Yaba", feedback: "Spotless every single time." },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as Testimonial)._id;
    // Server failures the real server cannot be made to give on demand.
    await page.route("**/api/testimonials/update/**", (route) => route.fulfill({ status: 500, json: {} }));
    await page.route("**/api/testimonials/delete/**", (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(screen);
    await page.getByRole("button", { name: `Edit testimonial from ${name}` }).click();
    await page
      .getByRole("dialog", { name: "Edit Testimonial" })
      .getByRole("button", { name: "Update" })
      .click();
    await expect(page.getByText("Error saving testimonial")).toBeVisible();
    await page
      .getByRole("dialog", { name: "Edit Testimonial" })
      .getByRole("button", { name: "Close" })
      .click();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("button", { name: `Delete testimonial from ${name}` }).click();
    await expect(page.getByText("Error deleting testimonial")).toBeVisible();
    // Nothing was changed or removed.
    const stored = (await (await page.request.get("/api/testimonials/get")).json()) as Testimonial[];
    expect(stored.find((t) => t._id === id)).toMatchObject({ name, role: "Shop owner, Yaba" });
    expect((await page.request.delete(`/api/testimonials/delete/${id}`)).status()).toBe(200);

    await page.route("**/api/testimonials/get", (route) => route.fulfill({ status: 500, json: {} }));
    await page.reload();
    await expect(page.getByText("Error fetching testimonials")).toBeVisible();
  });

  test("has no serious accessibility violations, with and without the modal", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(page.getByRole("dialog", { name: "Add Testimonial" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
