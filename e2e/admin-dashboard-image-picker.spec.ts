import sharp from "sharp";
import { expect, test } from "./fixtures";
import { holdRequests } from "./held-requests";

// The one image picker of the dashboard, seen through the Add Category dialog (closed without saving).

async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

test("uploads on selection with Uploading..., previews with remove buttons, disabled at the maximum", async ({
  adminPage: page,
}) => {
  await page.goto("/admin-dashboard/categories-managements");
  await page.getByRole("button", { name: "Add New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  const input = dialog.getByLabel("Images");

  const uploads = await holdRequests(page, "**/api/uploads");
  await input.setInputFiles([await picture("a.png", "#aa3333"), await picture("b.png", "#33aa33")]);
  await expect(dialog.getByText("Uploading...")).toBeVisible();
  uploads.release();
  await expect(dialog.getByRole("button", { name: "Remove image 2" })).toBeVisible();
  await expect(dialog.getByText("Uploading...")).toBeHidden();
  const previews = dialog.getByRole("img", { name: /^Images \d$/ });
  await expect(previews).toHaveCount(2);
  await expect(previews.first()).toHaveAttribute("src", /^\/api\/images\/[A-Za-z0-9-]+\?w=160&f=webp$/);
  await expect(input).toBeEnabled();

  await input.setInputFiles([await picture("c.png", "#3333aa")]);
  await expect(dialog.getByRole("button", { name: "Remove image 3" })).toBeVisible();
  await expect(input).toBeDisabled();

  const second = await previews.nth(1).getAttribute("src");
  await dialog.getByRole("button", { name: "Remove image 2" }).click();
  await expect(previews).toHaveCount(2);
  await expect(dialog.locator(`img[src="${second}"]`)).toHaveCount(0);
  await expect(input).toBeEnabled();

  // A refused file adds nothing.
  await page.unroute("**/api/uploads");
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/uploads"));
  await input.setInputFiles({ name: "x.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  expect((await refused).status()).toBe(400);
  await expect(dialog.getByText("Uploading...")).toBeHidden();
  await expect(previews).toHaveCount(2);
});
