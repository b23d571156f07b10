// Bad input on the booking page without JavaScript: the server's messages beside the
// fields, the reason at the top, every value kept, nothing stored; a form from elsewhere gets a page a
// customer can read.
import {
  bookingSubmitFailed,
  missingFieldMessages,
  requiredBookingFieldNames,
  requiredFieldsMessage,
} from "../src/shared/rules/booking.ts";
import { couponInvalid } from "../src/shared/rules/coupon.ts";
import {
  refusedFormAdvice,
  refusedFormBack,
  refusedFormHome,
  refusedFormText,
  refusedFormTitle,
} from "../src/shared/rules/forms.ts";
import { expect, test } from "./fixtures";
import {
  bookableServices,
  bookingForm,
  customer,
  expectNoDetailsInUrl,
  fillBookingForm,
  nextPost,
  startsWith,
  storedBookings,
} from "./public-book-page-helpers";
import { uniqueName } from "./public-booking-helpers";

test.use({ javaScriptEnabled: false });

test("Book Now with nothing filled in: the toast's words at the top and each missing field marked", async ({
  page,
}) => {
  await page.goto("/book");
  const answer = nextPost(page);
  await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
  expect((await answer).status()).toBe(400);

  const form = bookingForm(page);
  await expect(form.getByRole("alert")).toHaveText(requiredFieldsMessage);
  for (const line of requiredBookingFieldNames.map((field) => missingFieldMessages[field])) {
    await expect(form.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
});

test("the API's 400 message shows beside its field and at the top, every value is kept, nothing is stored", async ({
  page,
  ownAdmin,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Chidi");
  const { category, first, second } = await bookableServices(page);
  await page.goto(`/book?category=${category._id}&service=${first._id}`);
  await bookingForm(page)
    .getByRole("checkbox", { name: startsWith(second.name) })
    .check();
  // Letters pass the browser's phone field; the server's rule refuses them.
  await fillBookingForm(bookingForm(page), name, "call me maybe");
  await bookingForm(page).getByLabel("Notes (optional)").fill("Two dogs, both friendly");
  const answer = nextPost(page);
  await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
  expect((await answer).status()).toBe(400);

  const form = bookingForm(page);
  await expect(form.getByRole("alert")).toHaveText(`${bookingSubmitFailed} Enter a valid phone number`);
  const phone = form.getByLabel("Phone Number");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#booking-phone-error")).toHaveText("Enter a valid phone number");
  await expect(phone).toHaveValue("call me maybe");
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Email")).toHaveValue(customer.email);
  await expect(form.getByLabel("Address")).toHaveValue(customer.address);
  await expect(form.getByLabel("Notes (optional)")).toHaveValue("Two dogs, both friendly");
  await expect(form.getByLabel("Preferred Time")).toHaveValue("afternoon");
  await expect(form.getByRole("checkbox", { name: startsWith(first.name) })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: startsWith(second.name) })).toBeChecked();
  expectNoDetailsInUrl(page, [name, customer.email, "call me maybe"]);
  expect(await storedBookings(playwright, baseURL!, ownAdmin, name)).toEqual([]);

  // Corrected, the same form books.
  await phone.fill(customer.phone);
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received" })).toBeVisible();
  expect(await storedBookings(playwright, baseURL!, ownAdmin, name)).toHaveLength(1);
});

test("an unknown coupon is refused beside the coupon field, with what was typed kept", async ({ page }) => {
  const name = uniqueName("Bisi");
  await page.goto("/book");
  await fillBookingForm(bookingForm(page), name);
  await bookingForm(page).getByLabel("Coupon Code").fill("NOSUCHCODE");
  const answer = nextPost(page);
  await bookingForm(page).getByRole("button", { name: "Apply" }).click();
  expect((await answer).status()).toBe(400);

  const form = bookingForm(page);
  await expect(form.getByRole("status").filter({ hasText: couponInvalid })).toBeVisible();
  await expect(form.getByLabel("Coupon Code")).toHaveValue("NOSUCHCODE");
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByRole("button", { name: "Apply" })).toBeVisible();
});

test("a form posted from another site gets a page in plain words with a way back, not an error dump", async ({
  page,
  baseURL,
}) => {
  // A page elsewhere whose form posts to our booking page, as a cross-site forgery would.
  await page.route("http://elsewhere.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/book"><input name="customerName" value="Forged Name"><button>Send</button></form>`,
    }),
  );
  await page.goto("http://elsewhere.example/form");
  const answer = page.waitForResponse((response) => response.url().startsWith(`${baseURL}/book`));
  await page.getByRole("button", { name: "Send" }).click();
  expect((await answer).status()).toBe(403);

  await expect(page.getByRole("heading", { level: 1, name: refusedFormTitle })).toBeVisible();
  await expect(page.getByText(refusedFormText)).toBeVisible();
  await expect(page.getByText(refusedFormAdvice)).toBeVisible();
  await expect(page.getByRole("link", { name: refusedFormHome })).toHaveAttribute("href", "/");
  await expect(page.getByText("Forged Name")).toHaveCount(0);
  await page.getByRole("link", { name: refusedFormBack }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Cleaning Service" })).toBeVisible();
});
