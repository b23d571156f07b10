import { formatNaira } from "../src/shared/money.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import {
  bookingSubmitFailed,
  bookingSuccessMessage,
  missingFieldMessages,
  noServicesYetMessage,
  pastDateMessage,
  requiredFieldsMessage,
} from "../src/shared/rules/booking.ts";
import { preferredDateTooFar } from "../src/shared/rules/booking-date.ts";
import {
  couponAlreadyApplied,
  couponAppliedMessage,
  couponCodeMissing,
  couponInvalid,
  couponUsed,
} from "../src/shared/rules/coupon.ts";
import { pricesChanged } from "../src/shared/schemas/booking.ts";
import { emptySiteURL } from "./empty-site";
import { expect, expectNoSeriousA11yViolations, test, toasts } from "./fixtures";
import {
  bookingDialogName,
  bookThroughApi,
  categoriesWithServices,
  fillCustomer,
  lagosDatePlus,
  loadCatalogue,
  openBookingFromHome,
  formAlert,
  uniqueName,
} from "./public-booking-helpers";
import type { Locator, Page } from "@playwright/test";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Picks the first service of the first category that has one; returns its price. */
async function pickAService(page: Page, dialog: Locator): Promise<number> {
  const { category, services } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
  await dialog.getByLabel("Category").selectOption({ label: category.name });
  await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
  return services[0]!.price;
}

/** A coupon of 15% with a single use, made by the admin (the page must be signed in). */
async function createOneUseCoupon(page: Page): Promise<string> {
  const code = `ONCE${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const created = await page.request.post("/api/coupons/create", {
    data: {
      code,
      discount: 15,
      description: "One use",
      active: true,
      expirationDate: lagosDatePlus(30),
      usageLimit: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

test.describe("the booking dialog", () => {
  test("asks for every required field, the date and time window included", async ({ page }) => {
    const dialog = await openBookingFromHome(page);
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(toasts(page).getByText(requiredFieldsMessage, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
    // The toast shows above the dialog's backdrop, where it can be dismissed.
    const toast = toasts(page).locator(".Toastify__toast", { hasText: requiredFieldsMessage });
    await toast.getByRole("button", { name: "Dismiss notification" }).click({ timeout: 5000 });
    await expect(toast).toBeHidden();
    await expect(dialog).toBeVisible();

    await pickAService(page, dialog);
    await fillCustomer(dialog, uniqueName("Bola"));
    await dialog.getByLabel("Preferred Time").selectOption("");
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(dialog.getByLabel("Preferred Time")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Preferred Time")).toHaveAccessibleDescription(
      missingFieldMessages.preferredTime,
    );

    // Dates are today or later in Lagos.
    await expect(dialog.getByLabel("Preferred Date")).toHaveAttribute("min", lagosDatePlus(0));
    await dialog.getByLabel("Preferred Time").selectOption("evening");
    await dialog.getByLabel("Preferred Date").fill(lagosDatePlus(-1));
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(toasts(page).getByText(pastDateMessage)).toBeVisible();
    await expect(dialog).toBeVisible();

    // And no further ahead than a year.
    await dialog.getByLabel("Preferred Date").fill(lagosDatePlus(400));
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(toasts(page).getByText(preferredDateTooFar)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("coupon: blank and unknown codes, applying once, and removing it", async ({ page }) => {
    const dialog = await openBookingFromHome(page);
    const price = await pickAService(page, dialog);
    const input = dialog.getByLabel("Coupon Code");
    const apply = dialog.getByRole("button", { name: "Apply" });

    await apply.click();
    await expect(toasts(page).getByText(couponCodeMissing)).toBeVisible();

    await input.fill("NOSUCHCODE");
    await apply.click();
    await expect(toasts(page).getByText(couponInvalid)).toBeVisible();
    // Repeated inside the dialog, where screen readers can reach it.
    await expect(dialog.getByRole("status").filter({ hasText: couponInvalid })).toBeVisible();
    await expect(input).toBeEnabled();

    await input.fill("WELCOME10");
    await apply.click();
    await expect(toasts(page).getByText(couponAppliedMessage(10))).toBeVisible();
    const applied = dialog.getByRole("button", { name: "Coupon Applied" });
    await expect(applied).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(dialog.getByTestId("booking-total")).toHaveText(formatNaira(bookingTotal([price], 10)));
    // Pressing the greyed-out button again says why nothing happens.
    await applied.click({ force: true });
    await expect(toasts(page).getByText(couponAlreadyApplied)).toBeVisible();

    await dialog.getByRole("button", { name: "Remove coupon" }).click();
    await expect(input).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Apply" })).toBeEnabled();
    await expect(dialog.getByTestId("booking-total")).toHaveText(formatNaira(price));
  });

  test("coupon: a used-up coupon counts as invalid", async ({ adminPage: page }) => {
    // A coupon with one use, taken by another customer before this one applies it.
    const code = await createOneUseCoupon(page);
    await bookThroughApi(page.request, uniqueName("Other"), { code, discount: 15 });

    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    const input = dialog.getByLabel("Coupon Code");
    await input.fill(code.toLowerCase());
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(toasts(page).getByText(couponUsed)).toBeVisible();
    await expect(input).toBeEnabled();
  });

  test("Processing... locks the form; success empties it and closes the dialog", async ({ page }) => {
    await page.route("**/api/bookings/create", async (route) => {
      await pause(800);
      await route.continue();
    });
    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    await fillCustomer(dialog, uniqueName("Chidi"));
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(dialog.getByLabel("Full Name")).toBeDisabled();
    await expect(dialog.getByLabel("Category")).toBeDisabled();

    await expect(toasts(page).getByText(bookingSuccessMessage)).toBeVisible();
    await expect(dialog).toBeHidden();
    const confirmation = page.getByRole("dialog", { name: "Booking Received" });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole("button", { name: "Close" }).click();
    await expect(confirmation).toBeHidden();

    await page.getByRole("link", { name: "Book For Cleaning Now" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
    await expect(dialog.getByLabel("Category")).toHaveValue("");
    await expect(dialog.getByLabel("Preferred Date")).toHaveValue("");
    await expect(dialog.getByRole("list", { name: "Chosen services" })).toHaveCount(0);
    await expect(dialog.getByTestId("booking-total")).toHaveText("₦0");
  });

  test("when the server refuses (409 prices changed) it says why and keeps what was typed", async ({
    page,
  }) => {
    await page.route("**/api/bookings/create", (route) =>
      route.fulfill({ status: 409, json: { message: pricesChanged } }),
    );
    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    const name = uniqueName("Emeka");
    await fillCustomer(dialog, name);
    await dialog.getByLabel("Notes (optional)").fill("Gate code 4411");
    await dialog.getByRole("button", { name: "Book Now" }).click();

    const toast = toasts(page).getByText(bookingSubmitFailed);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(pricesChanged);
    await expect(dialog).toBeVisible();
    await expect(formAlert(dialog)).toContainText(pricesChanged);
    await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("Gate code 4411");
    await expect(dialog.getByRole("list", { name: "Chosen services" }).getByRole("listitem")).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: "Book Now" })).toBeEnabled();
  });

  test("a coupon used up between applying it and booking: the server refuses, the coupon can be removed", async ({
    adminPage: page,
  }) => {
    test.slow(); // two bookings and a coupon check against the real server
    const code = await createOneUseCoupon(page);
    const dialog = await openBookingFromHome(page);
    const price = await pickAService(page, dialog);
    await fillCustomer(dialog, uniqueName("Gbenga"));
    await dialog.getByLabel("Coupon Code").fill(code);
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog.getByRole("button", { name: "Coupon Applied" })).toBeVisible();
    await expect(dialog.getByTestId("booking-total")).toHaveText(formatNaira(bookingTotal([price], 15)));

    // Another customer takes the last use first.
    await bookThroughApi(page.request, uniqueName("Quick"), { code, discount: 15 });
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(formAlert(dialog)).toContainText("Coupon has already been used.");
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Remove coupon" }).click();
    await expect(dialog.getByTestId("booking-total")).toHaveText(formatNaira(price));
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(toasts(page).getByText(bookingSuccessMessage)).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Booking Received" })).toContainText(formatNaira(price));
  });

  test("a field the server refuses is named in the message", async ({ page }) => {
    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    await fillCustomer(dialog, uniqueName("Halima"));
    await dialog.getByLabel("Phone Number").fill("call me maybe");
    await dialog.getByRole("button", { name: "Book Now" }).click();
    const toast = toasts(page).getByText(bookingSubmitFailed);
    await expect(toast).toContainText("Enter a valid phone number");
    await expect(dialog.getByLabel("Phone Number")).toHaveValue("call me maybe");
  });

  test("a server fault shows the generic message and keeps the dialog open", async ({ page }) => {
    await page.route("**/api/bookings/create", (route) => route.fulfill({ status: 500, body: "" }));
    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    await fillCustomer(dialog, uniqueName("Funke"));
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(toasts(page).getByText(bookingSubmitFailed, { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("Failed to fetch data. when the catalogue cannot load, and Try again recovers", async ({ page }) => {
    await page.route("**/api/categories/get", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/");
    await page.getByRole("link", { name: "Book For Cleaning Now" }).click();
    await expect(toasts(page).getByText("Failed to fetch data.")).toBeVisible({ timeout: 10_000 });
    const dialog = page.getByRole("dialog", { name: bookingDialogName });
    await expect(formAlert(dialog)).toHaveText(/Failed to fetch data\./);

    await page.unroute("**/api/categories/get");
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.getByLabel("Category")).toBeVisible();
  });

  test("with nothing in the catalogue yet it says services will be listed soon, and offers no Book Now", async ({
    page,
  }) => {
    // A new site before the owner adds a service: the catalogue answers, with nothing in it.
    await page.goto(emptySiteURL);
    await page.getByRole("link", { name: "Book For Cleaning Now" }).click();
    const dialog = page.getByRole("dialog", { name: bookingDialogName });
    await expect(dialog.getByRole("status")).toHaveText(noServicesYetMessage);
    await expect(dialog.getByRole("button", { name: "Book Now" })).toHaveCount(0);
  });

  test("a dropped connection while the dialog's code loads: Failed to fetch data., and the next press works", async ({
    page,
  }) => {
    await page.goto("/");
    const dialogCode = /\/assets\/booking-dialog-[\w-]{8}\.js$/;
    await page.route(dialogCode, (route) => route.abort("internetdisconnected"));
    const opener = page.getByRole("link", { name: "Book For Cleaning Now" });
    await opener.click();
    await expect(toasts(page).getByText("Failed to fetch data.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.unroute(dialogCode);
    await opener.click();
    await expect(page.getByRole("dialog", { name: bookingDialogName })).toBeVisible();
  });

  test("works from the keyboard: focus moves in, Escape closes, focus returns", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("link", { name: "Book For Cleaning Now" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: bookingDialogName });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the dialog and the confirmation have no serious accessibility violations", async ({ page }) => {
    // axe over the whole Home page behind the dialog is slow on a phone-sized run.
    test.slow();
    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    await fillCustomer(dialog, uniqueName("Ife"));
    await dialog.getByLabel("Coupon Code").fill("NOSUCHCODE");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: couponInvalid })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByRole("dialog", { name: "Booking Received" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("is usable 360 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const overflow = await dialog.evaluate((element) => {
      const body = element.firstElementChild as HTMLElement;
      return body.scrollWidth - body.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const book = dialog.getByRole("button", { name: "Book Now" });
    await book.scrollIntoViewIfNeeded();
    await expect(book).toBeInViewport();
  });
});
