// Every management screen behaves and looks alike: the same empty state, and a Cancel in every modal.
import type { Locator } from "@playwright/test";
import { createCategoryFirst, goToCategories } from "../src/shared/rules/service.ts";
import { onTheEmptySite } from "./empty-site";
import { dashboardSidebar, expect, test } from "./fixtures";

const emptyScreens = [
  { section: "Services", text: "No services available." },
  { section: "Categories", text: "No categories available." },
  { section: "Past Projects", text: "No past projects found." },
  { section: "Testimonials", text: "No testimonials yet." },
  { section: "Coupons", text: "No coupons available." },
  { section: "Messages", text: "No messages yet." },
  { section: "Activity", text: "No activity yet." },
] as const;

/** How the empty-state line and the box around it look. */
async function lookOf(text: Locator) {
  return text.evaluate((element) => {
    const box = element.parentElement!;
    const own = getComputedStyle(element);
    const around = getComputedStyle(box);
    return {
      text: [own.fontSize, own.fontWeight, own.color, around.textAlign],
      box: [
        around.borderTopStyle,
        around.borderTopWidth,
        around.borderTopColor,
        around.borderRadius,
        around.backgroundColor,
        around.paddingTop,
        around.paddingLeft,
      ],
    };
  });
}

test.describe("dashboard empty states", () => {
  onTheEmptySite();

  test("look the same on every management screen", async ({ adminPage: page }) => {
    await page.goto("/admin-dashboard");
    const looks = [];
    for (const screen of emptyScreens) {
      await (
        await dashboardSidebar(page)
      )
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: screen.section })
        .click();
      const text = page.getByText(screen.text, { exact: true });
      await expect(text).toBeVisible();
      looks.push({ screen: screen.section, ...(await lookOf(text)) });
    }
    const [first, ...others] = looks;
    expect(first!.box[0]).toBe("dashed");
    for (const look of others) expect({ ...look, screen: first!.screen }).toEqual(first);
  });

  test("Add Service with no categories says to create one first and links there", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin-dashboard/services-managements");
    await expect(page.getByText(createCategoryFirst)).toBeVisible();

    await page.getByRole("button", { name: "Add New Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await expect(dialog.getByText(createCategoryFirst)).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveCount(0);
    await dialog.getByRole("link", { name: goToCategories }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/categories-managements$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("dashboard modals", () => {
  const modals = [
    { path: "services-managements", open: "Add New Service", title: "Add Service" },
    { path: "categories-managements", open: "Add New Category", title: "Add Category" },
    { path: "past-projects-management", open: "Add Work", title: "Add Work" },
    { path: "testimonial-management", open: "Add Testimonial", title: "Add Testimonial" },
  ] as const;

  for (const modal of modals) {
    test(`${modal.title} has Cancel, which closes it and saves nothing`, async ({ adminPage: page }) => {
      const saved: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET" && request.url().includes("/api/")) saved.push(request.url());
      });
      await page.goto(`/admin-dashboard/${modal.path}`);
      await page.getByRole("button", { name: modal.open }).click();
      const dialog = page.getByRole("dialog", { name: modal.title });
      await dialog.getByLabel(/^(Name|Title)$/).fill("Typed, then cancelled");
      await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(saved).toEqual([]);
    });
  }
});
