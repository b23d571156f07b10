// Without JavaScript, every round trip comes back where the customer was, with the answer in view: the
// coupon's Apply, Check times (the free windows of the date typed), and the manage page's cancel. A booking
// made on /book is confirmed at its own address, which a reload shows again; the status check then tells
// the visit's day, window, services and what its status means.
import type { Page } from "@playwright/test";
import { timeWindowLabels } from "../src/shared/booking-status.ts";
import { checkTimesLabel, freeWindowsOn } from "../src/shared/rules/availability.ts";
import { bookingSuccessMessage, changeOrCancelLabel, visitDate } from "../src/shared/rules/booking.ts";
import { couponAppliedMessage } from "../src/shared/rules/coupon.ts";
import {
  bookingCancelledByCustomer,
  cancelBookingLabel,
  cancelQuestion,
  confirmCancelBooking,
} from "../src/shared/rules/manage.ts";
import { statusMeanings } from "../src/shared/rules/status-check.ts";
import type { AvailabilityDays } from "../src/shared/schemas/availability.ts";
import { expect, test } from "./fixtures";
import { bookableServices, bookingForm, fillBookingForm, startsWith } from "./public-book-page-helpers";
import { lagosDatePlus, uniqueName } from "./public-booking-helpers";

test.use({ javaScriptEnabled: false });

/** The page came back at `anchor`, scrolled so that `answer` is on screen. */
async function expectBackAt(page: Page, anchor: string, answer: ReturnType<Page["getByRole"]>) {
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
}

test("Apply and Check times come back beside their buttons; the confirmation survives a reload; cancel comes back to its answer", async ({
  page,
}) => {
  const name = uniqueName("Kemi");
  const { category, first } = await bookableServices(page);
  await page.goto(`/book?category=${category._id}&service=${first._id}`);
  const form = bookingForm(page);
  await fillBookingForm(form, name);

  await form.getByLabel("Coupon Code").fill("welcome10");
  await form.getByRole("button", { name: "Apply" }).click();
  await expectBackAt(
    page,
    "booking-coupon-field",
    form.getByRole("status").filter({ hasText: couponAppliedMessage(10) }),
  );

  // Check times lists the date's free windows, as the availability API has them, and the list offers only those.
  const date = lagosDatePlus(3);
  await form.getByRole("button", { name: checkTimesLabel }).click();
  const day = (
    (await (await page.request.get(`/api/availability?from=${date}&to=${date}`)).json()) as AvailabilityDays
  ).days[0]!;
  const open = day.windows.filter((state) => state.open);
  expect(open.length).toBeGreaterThan(0);
  const listed = open.map((state) => `${timeWindowLabels[state.window]} (`);
  const line = form.getByRole("status").filter({ hasText: freeWindowsOn(visitDate(date), []).slice(0, -3) });
  await expectBackAt(page, "booking-when", line);
  for (const label of listed) await expect(line).toContainText(label);
  for (const state of day.windows) {
    const option = form.getByLabel("Preferred Time").locator(`option[value="${state.window}"]`);
    if (state.open) await expect(option).toBeEnabled();
    else await expect(option).toBeDisabled();
  }
  await expect(form.getByLabel("Coupon Code")).toHaveValue("welcome10");
  await expect(form.getByRole("checkbox", { name: startsWith(first.name) })).toBeChecked();

  // Booked: the confirmation has its own address, and a reload shows it again without booking again.
  await form.getByLabel("Preferred Time").selectOption(open[0]!.window);
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/book\/done\/[A-Za-z0-9_-]{43}/);
  await expect(page.getByRole("status").filter({ hasText: bookingSuccessMessage })).toBeVisible();
  const bookingId = (await page.locator("main .font-mono").first().textContent())!.trim();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received" })).toBeVisible();
  await expect(page.locator("main .font-mono").first()).toHaveText(bookingId);
  await expect(page.getByRole("main")).toContainText(visitDate(date));

  // Change or cancel leads to the manage page, where cancelling asks, then answers, each in view.
  await page.getByRole("link", { name: changeOrCancelLabel }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Booking" })).toBeVisible();
  await page.getByRole("button", { name: cancelBookingLabel }).click();
  await expectBackAt(page, "cancel-booking", page.getByText(cancelQuestion));
  await page.getByRole("button", { name: confirmCancelBooking }).click();
  await expectBackAt(
    page,
    "manage-result",
    page.getByRole("status").filter({ hasText: bookingCancelledByCustomer }),
  );

  // The status check tells the day, the window, the services and what the status means.
  await page.goto(`/check-booking-status?id=${bookingId}`);
  const status = page.getByRole("region", { name: "Booking Status" });
  await expect(status).toContainText(visitDate(date));
  await expect(status).toContainText(timeWindowLabels[open[0]!.window]);
  await expect(status).toContainText(first.name);
  await expect(status).toContainText(statusMeanings.cancelled);
});

test("an empty status lookup says what is missing; the footer leads staff to Sign in", async ({ page }) => {
  await page.goto("/check-booking-status");
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page).toHaveURL(/\/check-booking-status\?id=$/);
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid Booking ID" })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Staff sign-in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in", exact: true })).toBeVisible();
});
