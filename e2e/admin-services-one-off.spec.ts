// A service marked one-off only in the dashboard is never booked as regular visits: with it chosen, the
// booking form's repeating choices are off with a note saying why, and the booking page without script
// refuses a repeating booking of it; unmarked, it may repeat again.
import type { Service } from "../src/shared/schemas/service.ts";
import { frequencyOption, oneOffOnly, type RecurringDiscounts } from "../src/shared/rules/recurring.ts";
import type { SiteSettings } from "../src/shared/schemas/settings.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { bookingForm, fillBookingForm, startsWith, storedBookings } from "./public-book-page-helpers";
import { loadCatalogue, uniqueName } from "./public-booking-helpers";
import { waitForApp } from "./public-helpers";
import { serviceCreated, serviceUpdated } from "../src/shared/rules/toasts.ts";

const screen = "/admin-dashboard/services-managements";
const checkboxLabel = "One-off only (not offered as regular visits)";

test("a one-off only service turns the repeating choices off, and unmarked it may repeat", async ({
  adminPage: page,
  ownAdmin,
  playwright,
  baseURL,
  browser,
}) => {
  test.slow();
  const { categories } = await loadCatalogue(page.request);
  const category = categories[0]!;
  const discounts = ((await (await page.request.get("/api/settings")).json()) as SiteSettings)
    .recurring as RecurringDiscounts;
  const weekly = frequencyOption(discounts, "weekly");
  const name = uniqueName("After-party Cleaning");
  let service: Service | undefined;
  try {
    await page.goto(screen);
    await page.getByRole("button", { name: "Add New Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("The morning after: every room back in order.");
    await dialog.getByLabel("Price (₦)").fill("60000");
    await dialog.getByLabel("Category").selectOption({ label: category.name });
    await expect(dialog.getByRole("checkbox", { name: checkboxLabel })).not.toBeChecked();
    await dialog.getByRole("checkbox", { name: checkboxLabel }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(serviceCreated)).toBeVisible();
    service = (await loadCatalogue(page.request)).services.find((candidate) => candidate.name === name)!;
    expect(service.oneOff).toBe(true);

    // With script: the repeating choices are off while it is chosen, One time stays.
    await page.goto(`/book?category=${category._id}&service=${service._id}`);
    await waitForApp(page);
    const group = bookingForm(page).getByRole("group", { name: "How often?" });
    await expect(group.getByRole("radio", { name: "One time" })).toBeChecked();
    await expect(group.getByRole("radio", { name: weekly })).toBeDisabled();
    await expect(group).toHaveAccessibleDescription(oneOffOnly(name));
    await expectNoSeriousA11yViolations(page);
    await bookingForm(page)
      .getByRole("checkbox", { name: startsWith(name) })
      .uncheck();
    await expect(group.getByRole("radio", { name: weekly })).toBeEnabled();

    // Without script the choice is made before the page knows the service: the booking is refused.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const noScript = await plain.newPage();
      const customer = uniqueName("Oneoff");
      await noScript.goto("/book");
      const form = bookingForm(noScript);
      await form.getByRole("checkbox", { name: startsWith(name) }).check();
      await form.getByRole("radio", { name: weekly }).check();
      await fillBookingForm(form, customer);
      await form.getByRole("button", { name: "Book Now" }).click();
      await expect(bookingForm(noScript).getByRole("alert")).toHaveText(oneOffOnly(name));
      await expect(bookingForm(noScript).getByRole("radio", { name: weekly })).toBeDisabled();
      await expect(bookingForm(noScript).getByRole("radio", { name: "One time" })).toBeChecked();
      expect(await storedBookings(playwright, baseURL!, ownAdmin, customer)).toHaveLength(0);
    } finally {
      await plain.close();
    }

    // Unmarked in the dashboard, it may repeat again.
    await page.goto(screen);
    await page.getByRole("article", { name }).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Service" });
    await expect(edit.getByRole("checkbox", { name: checkboxLabel })).toBeChecked();
    await edit.getByRole("checkbox", { name: checkboxLabel }).uncheck();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(serviceUpdated)).toBeVisible();
    await page.goto(`/book?category=${category._id}&service=${service._id}`);
    await waitForApp(page);
    await expect(bookingForm(page).getByRole("radio", { name: weekly })).toBeEnabled();
    await expect(bookingForm(page).getByText(oneOffOnly(name))).toHaveCount(0);
  } finally {
    if (service) await page.request.delete(`/api/services/delete/${service._id}`);
  }
});
