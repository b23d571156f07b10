import sharp from "sharp";
import type { PastWork } from "../src/shared/schemas/past-work.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { imageLimitMessage } from "../src/shared/rules/images";
import { maxPastWorkImages } from "../src/shared/schemas/past-work";
import {
  pastWorkAdded,
  pastWorkDeleteFailed,
  pastWorkDeleted,
  pastWorkSaveFailed,
  pastWorkUpdated,
  pastWorksLoadFailed,
} from "../src/shared/rules/toasts.ts";
import { holdRequests } from "./held-requests";
import { holdClock, msUntilTurn } from "./rotation-clock";

const screen = "/admin-dashboard/past-projects-management";

async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test.describe("admin past works management", () => {
  test("adds, views, edits and deletes a work, and Our Works follows", async ({ adminPage: page }) => {
    // A whole journey through the screen and the public site: more than the default time.
    test.slow();
    const title = unique("E2E Lekki Duplex");
    await page.goto(screen);
    await page.getByRole("button", { name: "Add Work" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Work" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Post-construction clean of a five-bedroom duplex.");
    await dialog
      .getByLabel("Images")
      .setInputFiles([await picture("before.png", "#884422"), await picture("after.png", "#22aa88")]);
    await expect(dialog.getByRole("button", { name: "Remove image 2" })).toBeVisible();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(pastWorkAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("Post-construction clean");
    let html = await (await page.request.get("/our-works")).text();
    expect(html).toContain(title);

    // A card click opens the details; Close closes them.
    await card.getByText("Post-construction clean").click();
    const details = page.getByRole("dialog", { name: title });
    await expect(details.getByRole("img")).toHaveCount(2);
    await details.getByRole("button", { name: "Close", exact: true }).click();
    await expect(details).toBeHidden();

    const renamed = `${title} II`;
    await card.getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Work" });
    await expect(editDialog.getByLabel("Title")).toHaveValue(title);
    await editDialog.getByRole("button", { name: "Remove image 1" }).click();
    await expect(editDialog.getByRole("button", { name: "Remove image 2" })).toHaveCount(0);
    await editDialog.getByLabel("Title").fill(renamed);
    await editDialog.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText(pastWorkUpdated)).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toBeVisible();

    await page.goto("/our-works");
    await expect(page.getByText(renamed)).toBeVisible();

    await page.goto(screen);
    page.once("dialog", (confirm) => confirm.dismiss());
    await page.getByRole("article", { name: renamed }).getByRole("button", { name: "Delete" }).click();
    await page.reload();
    await expect(page.getByRole("article", { name: renamed })).toBeVisible();

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("article", { name: renamed }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(pastWorkDeleted)).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
    html = await (await page.request.get("/our-works")).text();
    expect(html).not.toContain(renamed);
  });

  test("requires title and description and stops the title at 40 characters", async ({ adminPage: page }) => {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add Work" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Work" });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Description is required")).toBeVisible();
    await dialog.getByLabel("Title").fill("x".repeat(45));
    await expect(dialog.getByLabel("Title")).toHaveValue("x".repeat(40));
    await dialog.getByLabel("Description").fill("y".repeat(520));
    await expect(dialog.getByLabel("Description")).toHaveValue("y".repeat(500));
  });

  test("allows 3 images at most: a warning, and the picker disabled at 3", async ({ adminPage: page }) => {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add Work" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Work" });
    const pictures = await Promise.all(
      ["#aa3333", "#33aa33", "#3333aa", "#aaaa33"].map((colour, i) => picture(`${i}.png`, colour)),
    );
    await dialog.getByLabel("Images").setInputFiles(pictures);
    await expect(page.getByText(imageLimitMessage(maxPastWorkImages))).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove image 3" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove image 4" })).toHaveCount(0);
    await expect(dialog.getByLabel("Images")).toBeDisabled();
    await dialog.getByRole("button", { name: "Remove image 3" }).click();
    await expect(dialog.getByLabel("Images")).toBeEnabled();
  });

  test("shows Processing..., then closes and resets the modal even when the save fails", async ({
    adminPage: page,
  }) => {
    const save = await holdRequests(page, "**/api/past-works/create", (route) =>
      route.fulfill({ status: 500, json: { message: "Database unavailable" } }),
    );
    await page.goto(screen);
    await page.getByRole("button", { name: "Add Work" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Work" });
    await dialog.getByLabel("Title").fill("Never stored");
    await dialog.getByLabel("Description").fill("The server refuses this one");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    save.release();
    await expect(page.getByText(pastWorkSaveFailed)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Add Work" }).click();
    await expect(dialog.getByLabel("Title")).toHaveValue("");
    await expect(dialog.getByLabel("Description")).toHaveValue("");
  });

  test("reports a failed delete and a failed fetch", async ({ adminPage: page }) => {
    const title = `Apapa Warehouse ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/past-works/create", {
      data: { title, description: "A very dusty warehouse in Apapa.", images: [] },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as PastWork)._id;
    // A server failure the real server cannot be made to give on demand.
    await page.route("**/api/past-works/delete/**", (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(screen);
    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("article", { name: title }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(pastWorkDeleteFailed)).toBeVisible();
    await expect(page.getByRole("article", { name: title })).toBeVisible();
    expect((await page.request.delete(`/api/past-works/delete/${id}`)).status()).toBe(200);

    await page.route("**/api/past-works/get", (route) => route.fulfill({ status: 500, json: {} }));
    await page.reload();
    await expect(page.getByText(pastWorksLoadFailed)).toBeVisible();
  });

  test("a spinner shows while loading; descriptions are clamped to 3 lines; pictures rotate", async ({
    adminPage: page,
  }) => {
    const title = unique("Ikoyi Office");
    const images = [];
    for (const colour of ["#aa5533", "#3355aa"]) {
      const file = await picture("office.png", colour);
      const uploaded = await page.request.post("/api/uploads", { multipart: { file } });
      expect(uploaded.status()).toBe(201);
      images.push(((await uploaded.json()) as { secure_url: string }).secure_url);
    }
    const created = await page.request.post("/api/past-works/create", {
      data: { title, description: "A long story about a very dusty warehouse in Apapa. ".repeat(8), images },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as PastWork)._id;
    try {
      // The real list, held back until the spinner has been seen.
      const list = await holdRequests(page, "**/api/past-works/get");
      await page.clock.install();
      await page.goto(screen);
      await expect(page.getByRole("status", { name: "Loading past works" })).toBeVisible();
      list.release();
      const card = page.getByRole("article", { name: title });
      const description = card.getByText("A long story about", { exact: false });
      await expect(description).toHaveCSS("-webkit-line-clamp", "3");
      const lineHeight = parseFloat(await description.evaluate((el) => getComputedStyle(el).lineHeight));
      const box = await description.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(lineHeight * 3 + 1);
      // Pictures turn once the card is in view, then every 3 s.
      await expect(card.getByRole("img", { name: `${title}, picture 1 of 2` })).toBeVisible();
      const alt = () => card.getByRole("img").getAttribute("alt");
      await card.scrollIntoViewIfNeeded();
      await holdClock(page);
      await msUntilTurn(page, alt);
      await expect(card.getByRole("img", { name: `${title}, picture 2 of 2` })).toBeVisible();
      expect(await msUntilTurn(page, alt)).toBe(3_000);
      await expect(card.getByRole("img", { name: `${title}, picture 1 of 2` })).toBeVisible();
    } finally {
      await page.request.delete(`/api/past-works/delete/${id}`);
    }
  });

  test("has no serious accessibility violations, with and without the modal", async ({ adminPage: page }) => {
    await page.goto(screen);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Add Work" }).click();
    await expect(page.getByRole("dialog", { name: "Add Work" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
