// Regular visits on the booking form: the frequencies the owner offers, each with its discount, One time
// first and chosen; the total shown (and sent) takes the frequency's discount off; a repeating choice needs
// a date and a time. On the booking page with and without script, and in the dialog; at the phone's 412 px
// and the desktop's 1280 px (the two projects).
import type { Locator, Page } from "@playwright/test";
import { formatNaira } from "../src/shared/money.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import {
  frequencyDiscount,
  frequencyOption,
  offeredFrequencies,
  regularVisitNeedsDate,
  type Frequency,
  type RecurringDiscounts,
} from "../src/shared/rules/recurring.ts";
import type { SiteSettings } from "../src/shared/schemas/settings.ts";
import { discountCombinationNote, visitDiscount } from "../src/shared/rules/discount-combination.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { bookableServices, bookingForm, startsWith } from "./public-book-page-helpers";
import { formAlert, openBookingFromHome } from "./public-booking-helpers";
import { waitForApp } from "./public-helpers";

async function discountsOf(page: Page): Promise<RecurringDiscounts> {
  return ((await (await page.request.get("/api/settings")).json()) as SiteSettings).recurring;
}

/** The total the form shows for `prices` booked at `frequency`, without a coupon. */
const totalFor = (prices: number[], discounts: RecurringDiscounts, frequency: Frequency) =>
  formatNaira(bookingTotal(prices, visitDiscount(frequencyDiscount(discounts, frequency), 0, true)));

/** The "How often?" group lists each offered frequency with its discount, One time chosen. */
async function expectChoices(form: Locator, discounts: RecurringDiscounts): Promise<Locator> {
  const group = form.getByRole("group", { name: "How often?" });
  const offered = offeredFrequencies(discounts);
  await expect(group.getByRole("radio")).toHaveCount(offered.length);
  for (const frequency of offered) {
    await expect(group.getByRole("radio", { name: frequencyOption(discounts, frequency) })).toBeEnabled();
  }
  await expect(group.getByRole("radio", { name: "One time" })).toBeChecked();
  return group;
}

async function expectFitsWidth(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("with script, /book offers the frequencies and takes the chosen one's discount off the total", async ({
  page,
}) => {
  const discounts = await discountsOf(page);
  const weekly = frequencyOption(discounts, "weekly");
  const { category, first, second } = await bookableServices(page);
  await page.goto(`/book?category=${category._id}&service=${first._id}`);
  await waitForApp(page);
  const form = bookingForm(page);
  const group = await expectChoices(form, discounts);
  await form.getByRole("checkbox", { name: startsWith(second.name) }).check();
  const prices = [first.price, second.price];
  await expect(page.getByTestId("booking-total")).toHaveText(totalFor(prices, discounts, "once"));

  await group.getByRole("radio", { name: weekly }).check();
  await expect(page.getByTestId("booking-total")).toHaveText(totalFor(prices, discounts, "weekly"));
  await expectFitsWidth(page);
  await expectNoSeriousA11yViolations(page);

  // The first visit of a regular booking needs its date and time.
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByRole("alert")).toHaveText(regularVisitNeedsDate);
  await expect(group.getByRole("radio", { name: weekly })).toBeChecked();

  await group.getByRole("radio", { name: "One time" }).check();
  await expect(page.getByTestId("booking-total")).toHaveText(totalFor(prices, discounts, "once"));

  // A coupon with the weekly discount: the form says, before sending, that they do not add up.
  await group.getByRole("radio", { name: weekly }).check();
  await form.getByLabel("Coupon Code").fill("welcome10");
  await form.getByRole("button", { name: "Apply" }).click();
  const weeklyPercent = frequencyDiscount(discounts, "weekly");
  await expect(form.getByText(discountCombinationNote(weeklyPercent, 10)!)).toBeVisible();
  await expect(page.getByTestId("booking-total")).toHaveText(
    formatNaira(bookingTotal(prices, visitDiscount(weeklyPercent, 10, true))),
  );
});

test("the booking dialog offers the same frequencies and total", async ({ page }) => {
  const discounts = await discountsOf(page);
  const { category, first } = await bookableServices(page);
  const dialog = await openBookingFromHome(page);
  await dialog.getByLabel("Category").selectOption({ label: category.name });
  await dialog
    .getByLabel("Service", { exact: true })
    .selectOption({ label: `${first.name} (${formatNaira(first.price)})` });
  const group = await expectChoices(dialog, discounts);
  await expect(dialog.getByTestId("booking-total")).toHaveText(totalFor([first.price], discounts, "once"));

  const monthly = offeredFrequencies(discounts).at(-1)!;
  await group.getByRole("radio", { name: frequencyOption(discounts, monthly) }).check();
  await expect(dialog.getByTestId("booking-total")).toHaveText(totalFor([first.price], discounts, monthly));
  await expectFitsWidth(page);

  await dialog.getByRole("button", { name: "Book Now" }).click();
  await expect(formAlert(dialog)).toHaveText(regularVisitNeedsDate);
  await expectNoSeriousA11yViolations(page);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("/book posts the frequency: Update total shows the discounted total, and a date is asked for", async ({
    page,
  }) => {
    const discounts = await discountsOf(page);
    const weekly = frequencyOption(discounts, "weekly");
    const { category, first } = await bookableServices(page);
    await page.goto(`/book?category=${category._id}&service=${first._id}`);
    const form = bookingForm(page);
    const group = await expectChoices(form, discounts);
    await expect(page.getByTestId("booking-total")).toHaveText(totalFor([first.price], discounts, "once"));

    await group.getByRole("radio", { name: weekly }).check();
    await form.getByRole("button", { name: "Update total" }).click();
    await expect(page.getByTestId("booking-total")).toHaveText(totalFor([first.price], discounts, "weekly"));
    await expect(bookingForm(page).getByRole("radio", { name: weekly })).toBeChecked();
    await expectFitsWidth(page);

    await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
    await expect(bookingForm(page).getByRole("alert")).toHaveText(regularVisitNeedsDate);
    await expect(bookingForm(page).getByRole("radio", { name: weekly })).toBeChecked();
  });
});
