// Paying online (docs/decisions/045-online-payments.md), with script and without: the customer books, pays
// from the confirmation at the Paystack double's checkout, comes back to the manage page that says
// "Payment received", and the owner sees the booking paid online in the dashboard.
import type { Browser, Page } from "@playwright/test";
import { formatNaira } from "../src/shared/money.ts";
import { paidOnlineBadge, payNowLabel, paymentReceived } from "../src/shared/rules/payments-online.ts";
import { admin, expect, test } from "./fixtures";
import { bookableServices, bookingForm, fillBookingForm } from "./public-book-page-helpers";
import {
  categoriesWithServices,
  fillCustomer,
  loadCatalogue,
  openBookingFromHome,
  uniqueName,
} from "./public-booking-helpers";

/** At the double's checkout: pay, and follow it back to the manage page. */
async function payAtCheckout(page: Page, total: number) {
  await page.getByRole("button", { name: payNowLabel(total) }).click();
  await expect(page.getByRole("heading", { name: /^Pay NGN/ })).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/manage\/[A-Za-z0-9_-]+\?trxref=SS-[0-9a-f]{32}&reference=SS-[0-9a-f]{32}$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("status").filter({ hasText: paymentReceived })).toContainText(
    formatNaira(total),
  );
  // Nothing more to pay: the offer is gone.
  await expect(main.getByRole("button", { name: /^Pay ₦/ })).toHaveCount(0);
}

/** The owner finds the booking paid, and paid online, in the bookings list. */
async function expectPaidInDashboard(browser: Browser, id: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  expect((await page.request.post("/api/user/login", { data: admin })).ok()).toBe(true);
  await page.goto("/admin-dashboard/bookings-management");
  await page.getByLabel("Search bookings").fill(id);
  const row = page.getByRole("row", { name: new RegExp(`Booking ${id} by`) });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByText(paidOnlineBadge, { exact: true })).toBeVisible();
  await row.click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByRole("list", { name: "Payments" })).toContainText(/Online \(Paystack\).*/);
  await expect(details.getByRole("list", { name: "Payments" })).toContainText(/ref SS-[0-9a-f]{32}/);
  await context.close();
}

test("with script: book in the dialog, pay from the confirmation, come back paid", async ({
  page,
  browser,
}) => {
  const dialog = await openBookingFromHome(page);
  const { category } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
  await dialog.getByLabel("Category").selectOption({ label: category.name });
  await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
  await fillCustomer(dialog, uniqueName("Kemi"));
  await dialog.getByRole("button", { name: "Book Now" }).click();
  const confirmation = page.getByRole("dialog", { name: "Booking Received" });
  const id = (await confirmation.getByText(/^CL-[0-9A-Z]{10}$/).textContent())!;
  const totalText = (await confirmation.getByRole("button", { name: /^Pay ₦/ }).textContent())!;
  const total = Number(totalText.replace(/[^0-9.]/g, ""));
  await payAtCheckout(page, total);
  await expectPaidInDashboard(browser, id);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("book on /book, pay from the confirmation, come back paid", async ({ page, browser }) => {
    const { category, first } = await bookableServices(page);
    await page.goto(`/book?category=${category._id}&service=${first._id}`);
    await fillBookingForm(bookingForm(page), uniqueName("Femi"));
    await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
    const main = page.getByRole("main");
    const id = (await main.locator(".font-mono").textContent())!.trim();
    await payAtCheckout(page, first.price);
    await expectPaidInDashboard(browser, id);
  });
});
