// The booking dialog as a customer fills it: required fields, date and window, coupons, booking, and its
// use from the keyboard, with a screen reader and on a narrow phone.
import { formatNaira } from "../src/shared/money.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import {
  bookingSuccessMessage,
  missingFieldMessages,
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
import { expect, expectNoSeriousA11yViolations, skipUnlessProjectOf, test, toasts } from "./fixtures";
import {
  bookingDialogName,
  bookThroughApi,
  createOneUseCoupon,
  fillCustomer,
  lagosDatePlus,
  openBookingFromHome,
  pickAService,
  uniqueName,
} from "./public-booking-helpers";
import { holdRequests } from "./held-requests";

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
    const create = await holdRequests(page, "**/api/bookings/create");
    const dialog = await openBookingFromHome(page);
    await pickAService(page, dialog);
    await fillCustomer(dialog, uniqueName("Chidi"));
    await dialog.getByRole("button", { name: "Book Now" }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(dialog.getByLabel("Full Name")).toBeDisabled();
    await expect(dialog.getByLabel("Category")).toBeDisabled();
    create.release();

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

  test("works from the keyboard: focus moves to Close, Escape closes, focus returns, and again", async ({
    page,
  }) => {
    await page.goto("/");
    const opener = page.getByRole("link", { name: "Book For Cleaning Now" });
    const dialog = page.getByRole("dialog", { name: bookingDialogName });
    // Opened a second time, its long body (a scrolling area) does not take the focus from Close.
    for (const time of ["first", "again"]) {
      await opener.focus();
      await page.keyboard.press("Enter");
      await expect(dialog, time).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" }), time).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog, time).toBeHidden();
      await expect(opener, time).toBeFocused();
    }

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
    skipUnlessProjectOf("phone");
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
