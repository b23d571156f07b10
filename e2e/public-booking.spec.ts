import { formatNaira } from "../src/shared/money.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import { bookingSuccessMessage } from "../src/shared/rules/booking.ts";
import { couponAppliedMessage } from "../src/shared/rules/coupon.ts";
import { backgroundRgb, expect, test, toasts } from "./fixtures";
import {
  bookingDialogName,
  categoriesWithServices,
  fillCustomer,
  loadCatalogue,
  uniqueName,
} from "./public-booking-helpers";
import { holdRequests } from "./held-requests";

const optionLabel = (service: { name: string; price: number }) =>
  `${service.name} (${formatNaira(service.price)})`;

test("a customer books from Home with a coupon and checks the status from the confirmation", async ({
  page,
  context,
}) => {
  test.slow(); // the whole journey
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const catalogue = await loadCatalogue(page.request);
  const withTwo = categoriesWithServices(catalogue, 2)[0]!;
  const other = categoriesWithServices(catalogue).find(
    (entry) => entry.category._id !== withTwo.category._id,
  )!;
  const [first, second] = withTwo.services as [(typeof withTwo.services)[0], (typeof withTwo.services)[0]];
  const third = other.services[0]!;
  const customer = uniqueName("Adaeze");

  // The catalogue and the coupon check are held until each busy state has been seen.
  const catalogueLoad = await holdRequests(page, "**/api/services/get");
  const couponCheck = await holdRequests(page, "**/api/coupons/check");

  await page.goto("/");
  await page.getByRole("link", { name: "Book For Cleaning Now" }).click();
  const dialog = page.getByRole("dialog", { name: bookingDialogName });
  await expect(dialog.getByText("Loading categories and services...")).toBeVisible();
  catalogueLoad.release();

  const categorySelect = dialog.getByLabel("Category");
  const serviceSelect = dialog.getByLabel("Service", { exact: true });
  const total = dialog.getByTestId("booking-total");
  await expect(serviceSelect).toBeDisabled();
  await expect(total).toHaveText("₦0");

  // The service select offers only the picked category's services, and only those not chosen yet.
  await categorySelect.selectOption({ label: withTwo.category.name });
  await expect(serviceSelect).toBeEnabled();
  const offered = () => serviceSelect.locator("option:not([value=''])");
  await expect(offered()).toHaveText(withTwo.services.map(optionLabel));
  await serviceSelect.selectOption({ label: optionLabel(first) });
  await expect(offered()).toHaveText(withTwo.services.slice(1).map(optionLabel));
  await serviceSelect.selectOption({ label: optionLabel(second) });
  await expect(total).toHaveText(formatNaira(bookingTotal([first.price, second.price])));

  // Another category resets the service select to that category's services.
  await categorySelect.selectOption({ label: other.category.name });
  await expect(serviceSelect).toHaveValue("");
  await expect(offered()).toHaveText(other.services.map(optionLabel));
  await serviceSelect.selectOption({ label: optionLabel(third) });

  const chips = dialog.getByRole("list", { name: "Chosen services" }).getByRole("listitem");
  await expect(chips).toHaveCount(3);
  await dialog.getByRole("button", { name: `Remove ${second.name}` }).click();
  await expect(chips).toHaveCount(2);
  await expect(total).toHaveText(formatNaira(bookingTotal([first.price, third.price])));

  await fillCustomer(dialog, customer);
  await dialog.getByLabel("Notes (optional)").fill("Please bring a ladder <b>for the ceiling fans</b>.");

  await dialog.getByLabel("Coupon Code").fill("welcome10");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByRole("button", { name: "Applying..." })).toBeVisible();
  couponCheck.release();
  await expect(toasts(page).getByText(couponAppliedMessage(10))).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Coupon Applied" })).toBeDisabled();
  await expect(dialog.getByLabel("Coupon Code")).toBeDisabled();
  const discounted = formatNaira(bookingTotal([first.price, third.price], 10));
  await expect(total).toHaveText(discounted);

  await dialog.getByRole("button", { name: "Book Now" }).click();
  await expect(toasts(page).getByText(bookingSuccessMessage)).toBeVisible();
  await expect(dialog).toBeHidden();

  const confirmation = page.getByRole("dialog", { name: "Booking Received" });
  await expect(confirmation).toBeVisible();
  const idText = confirmation.getByText(/^CL-[0-9A-Z]{10}$/);
  await expect(idText).toBeVisible();
  const bookingId = (await idText.textContent())!;
  await expect(confirmation.getByText(discounted, { exact: true })).toBeVisible();
  // The time window reads as a word of its own, capitalised, after the date.
  // The visit with its window's hours: "Tue 1 Dec, Afternoon (12pm–4pm)".
  await expect(confirmation.getByText(/, Afternoon \(\d+(am|pm)–\d+(am|pm)\)$/)).toBeVisible();

  await confirmation.getByRole("button", { name: "Copy Booking ID" }).click();
  await expect(confirmation.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bookingId);

  const whatsapp = confirmation.getByRole("link", { name: "Send on WhatsApp" });
  const href = (await whatsapp.getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(href.split("text=")[1]!)).toContain(bookingId);

  await confirmation.getByRole("link", { name: "Check Booking Status" }).click();
  await expect(page).toHaveURL(`/check-booking-status?id=${bookingId}`);
  await expect(confirmation).toBeHidden();
  await expect(page.getByLabel("Booking ID")).toHaveValue(bookingId);
  await page.getByRole("button", { name: "Check Status" }).click();

  const result = page.getByRole("dialog", { name: "Booking Status" });
  await expect(result.getByText(`Hello, ${customer.split(" ")[0]}!`)).toBeVisible();
  await expect(result.getByText(bookingId)).toBeVisible();
  const badge = result.getByText("Pending", { exact: true });
  await expect(badge).toBeVisible();
  const [red, green, blue] = await backgroundRgb(badge);
  expect(red).toBeGreaterThan(200);
  expect(green).toBeGreaterThan(170);
  expect(blue).toBeLessThan(120);
  await result.getByRole("button", { name: "Close", exact: true }).click();
  await expect(result).toBeHidden();
});
