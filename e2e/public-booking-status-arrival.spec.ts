// Arriving at Check Booking Status with a booking's ID shows that booking's status at once.
import { bookingIdInvalid } from "../src/shared/rules/status-check.ts";
import { expect, test } from "./fixtures";
import {
  bookThroughApi,
  categoriesWithServices,
  fillCustomer,
  loadCatalogue,
  openBookingFromHome,
  uniqueName,
} from "./public-booking-helpers";

test.describe("Check Booking Status on arrival", () => {
  test("the confirmation's Check Booking Status link shows the new booking's status", async ({ page }) => {
    const name = uniqueName("Yemi");
    const dialog = await openBookingFromHome(page);
    const { category } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
    await dialog.getByLabel("Category").selectOption({ label: category.name });
    await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
    await fillCustomer(dialog, name);
    await dialog.getByRole("button", { name: "Book Now" }).click();
    const confirmation = page.getByRole("dialog", { name: "Booking Received" });
    const bookingId = (await confirmation.locator(".font-mono").textContent())!.trim();
    expect(bookingId).toMatch(/^CL-/);

    await confirmation.getByRole("link", { name: "Check Booking Status" }).click();
    await expect(page).toHaveURL(`/check-booking-status?id=${bookingId}`);
    // No second press of Check Status: the answer is on the page.
    const status = page.getByRole("region", { name: "Booking Status" });
    await expect(status.getByText(`Hello, ${name.split(" ")[0]}!`)).toBeVisible();
    await expect(status.getByText(bookingId)).toBeVisible();
    await expect(status.getByText("Pending", { exact: true })).toBeVisible();
    await expect(status.getByText(name)).toHaveCount(0);
    await expect(page.getByLabel("Booking ID")).toHaveValue(bookingId);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server looks the ID up: status and first name, or why not", async ({ page }) => {
      const name = uniqueName("Ifeoma");
      const booking = await bookThroughApi(page.request, name);
      // Written the way a customer may copy it: case and dashes do not matter.
      const response = await page.goto(
        `/check-booking-status?id=${booking.bookingId.toLowerCase().replace("-", "")}`,
      );
      expect(response!.headers()["cache-control"]).toMatch(/no-store/);
      const status = page.getByRole("region", { name: "Booking Status" });
      await expect(status.getByText(`Hello, ${name.split(" ")[0]}!`)).toBeVisible();
      await expect(status.getByText(booking.bookingId)).toBeVisible();
      await expect(status.getByText("Pending", { exact: true })).toBeVisible();
      await expect(status.getByText(name)).toHaveCount(0);

      await page.goto("/check-booking-status?id=CL-0000000000");
      await expect(page.getByRole("region", { name: "Booking Status" })).toHaveCount(0);
      await expect(page.locator("#booking-id-error")).toHaveText("We could not find a booking with that ID.");
      await expect(page.getByLabel("Booking ID")).toHaveAttribute("aria-invalid", "true");

      await page.goto("/check-booking-status?id=CL-123");
      await expect(page.locator("#booking-id-error")).toHaveText(bookingIdInvalid);

      // The form itself, sent without script, lands on the same answer.
      await page.getByLabel("Booking ID").fill(booking.bookingId);
      await page.getByRole("button", { name: "Check Status" }).click();
      await expect(page.getByRole("region", { name: "Booking Status" }).getByText("Pending")).toBeVisible();
    });

    test("the form sent empty, or with only spaces, comes back with the error beside the field", async ({
      page,
    }) => {
      await page.goto("/check-booking-status");
      const field = page.getByLabel("Booking ID");
      const check = page.getByRole("button", { name: "Check Status" });
      for (const typed of ["", "   "]) {
        await field.fill(typed);
        await check.click();
        await expect(page).toHaveURL(/\/check-booking-status\?id=/);
        // The same words the page's script says, tied to the field and shown right under it.
        await expect(field).toHaveAccessibleDescription(bookingIdInvalid);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        const error = page.getByText(bookingIdInvalid, { exact: true });
        await expect(error).toBeVisible();
        const [fieldBox, errorBox] = [(await field.boundingBox())!, (await error.boundingBox())!];
        expect(errorBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
        expect(errorBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(16);
        await expect(page.getByRole("region", { name: "Booking Status" })).toHaveCount(0);
      }
    });
  });
});
