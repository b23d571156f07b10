// The booking page with JavaScript: the same form posts in place, the total follows the ticked services,
// and a Book link opened in a new tab still leads to it.
import { formatNaira } from "../src/shared/money.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import { requiredFieldsMessage } from "../src/shared/rules/booking.ts";
import { categoryPath } from "../src/shared/slug.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import {
  bookableServices,
  bookingForm,
  fillBookingForm,
  startsWith,
  storedBookings,
} from "./public-book-page-helpers";
import { uniqueName } from "./public-booking-helpers";
import { waitForApp } from "./public-helpers";

test("with script, /book keeps the total live and books in place", async ({
  page,
  ownAdmin,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Kemi");
  const { category, first, second } = await bookableServices(page);
  await page.goto(`/book?category=${category._id}&service=${first._id}`);
  await waitForApp(page);
  const form = bookingForm(page);
  // The server works the total out without script; with it, ticking a service is enough.
  await expect(form.getByRole("button", { name: "Update total" })).toHaveCount(0);
  await form.getByRole("checkbox", { name: startsWith(second.name) }).check();
  await expect(page.getByTestId("booking-total")).toHaveText(
    formatNaira(bookingTotal([first.price, second.price])),
  );

  // A refusal keeps the page and what was typed; the messages pass the accessibility check.
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByRole("alert")).toHaveText(requiredFieldsMessage);
  await expect(form.getByRole("checkbox", { name: startsWith(second.name) })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await fillBookingForm(bookingForm(page), name);
  await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy Booking ID" })).toBeVisible();
  expect(await storedBookings(playwright, baseURL!, ownAdmin, name)).toHaveLength(1);
});

test("a Book link opened in a new tab leads to /book with its service ticked", async ({ page, context }) => {
  const { category, first } = await bookableServices(page);
  await page.goto(categoryPath(category));
  await waitForApp(page);
  const opened = context.waitForEvent("page");
  await page
    .getByRole("link", { name: `Book ${first.name}`, exact: true })
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/book");
  await expect(bookingForm(tab).getByRole("checkbox", { name: startsWith(first.name) })).toBeChecked();
  // The page the link was on opened no dialog.
  await expect(page.getByRole("dialog", { name: "Book a Cleaning Service" })).toHaveCount(0);
});

test("what a visitor types before the page's script runs is kept once it runs, and booked", async ({
  page,
  ownAdmin,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Tunde");
  const { category, first, second } = await bookableServices(page);
  // A slow line: the page's scripts arrive only after the visitor has filled the form in.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/book?category=${category._id}&service=${first._id}`, { waitUntil: "domcontentloaded" });
  const form = bookingForm(page);
  await fillBookingForm(form, name);
  release();
  await waitForApp(page);

  // Ticking a service renders the form again: nothing typed before is put back to empty.
  await form.getByRole("checkbox", { name: startsWith(second.name) }).check();
  await expect(page.getByTestId("booking-total")).toHaveText(
    formatNaira(bookingTotal([first.price, second.price])),
  );
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Preferred Time")).toHaveValue("afternoon");
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received" })).toBeVisible();
  expect(await storedBookings(playwright, baseURL!, ownAdmin, name)).toHaveLength(1);
});
