// The booking dialog when things go wrong: the server refuses (prices changed, a coupon used up, a bad
// field), fails, or the catalogue cannot load; what was typed is kept and the way on is shown.
import { formatNaira } from "../src/shared/money.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import {
  bookingSubmitFailed,
  bookingSuccessMessage,
  noServicesYetMessage,
} from "../src/shared/rules/booking.ts";
import { pricesChanged } from "../src/shared/schemas/booking.ts";
import { emptySiteURL } from "./empty-site";
import { expect, test, toasts } from "./fixtures";
import {
  bookingDialogName,
  bookThroughApi,
  createOneUseCoupon,
  fillCustomer,
  formAlert,
  openBookingFromHome,
  pickAService,
  uniqueName,
} from "./public-booking-helpers";
import { catalogueLoadFailed } from "../src/shared/rules/public-toasts.ts";

test.describe("the booking dialog, refused or failing", () => {
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
    await expect(toasts(page).getByText(catalogueLoadFailed)).toBeVisible({ timeout: 10_000 });
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
    await expect(toasts(page).getByText(catalogueLoadFailed)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.unroute(dialogCode);
    await opener.click();
    await expect(page.getByRole("dialog", { name: bookingDialogName })).toBeVisible();
  });
});
