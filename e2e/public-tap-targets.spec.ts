// Every control a customer taps on the public forms is at least 44 px tall, and each checkbox and radio
// button is tapped across its whole row: the booking dialog and its confirmation, the booking page with
// its quantity steppers and coupon, the contact form, the status lookup and the manage page, with script
// and without. The phone project measures at 412 px, the desktop one at 1280.
import type { Page } from "@playwright/test";
import { cancelBookingLabel, keepBooking } from "../src/shared/rules/manage.ts";
import { howManyOf } from "../src/shared/rules/pricing.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { expect, test } from "./fixtures";
import { bookingForm } from "./public-book-page-helpers";
import {
  bookChangeableThroughApi,
  bookThroughApi,
  categoriesWithServices,
  fillCustomer,
  loadCatalogue,
  openBookingFromHome,
  uniqueName,
} from "./public-booking-helpers";
import { waitForApp } from "./public-helpers";
import { onTheSettingsSite } from "./settings-site";
import { shortTapTargets } from "./tap-targets";

/** A coupon of the demo content. */
const demoCoupon = "WELCOME10";

async function expectManagePageTappable(page: Page) {
  const booking = await bookChangeableThroughApi(page.request, uniqueName("Tapper"));
  await page.goto(booking.manageUrl);
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Move my booking" })).toBeVisible();
  expect(await shortTapTargets(main)).toEqual([]);
  await main.getByRole("button", { name: cancelBookingLabel }).click();
  await expect(main.getByRole("link", { name: keepBooking })).toBeVisible();
  expect(await shortTapTargets(main)).toEqual([]);
}

test.describe("with script", () => {
  test("the contact form", async ({ page }) => {
    await page.goto("/contact-us");
    expect(await shortTapTargets(page.getByRole("form", { name: "Contact form" }))).toEqual([]);
  });

  test("the status lookup and its answer", async ({ page }) => {
    const booking = await bookThroughApi(page.request, uniqueName("Tapper"));
    await page.goto("/check-booking-status");
    const main = page.getByRole("main");
    expect(await shortTapTargets(main)).toEqual([]);
    await page.getByLabel("Booking ID").fill(booking.bookingId);
    await page.getByRole("button", { name: "Check Status" }).click();
    const answer = page.getByRole("dialog", { name: "Booking Status" });
    await expect(answer.getByText("Pending", { exact: true })).toBeVisible();
    expect(await shortTapTargets(answer)).toEqual([]);
  });

  test("the manage page, and its question before a cancel", async ({ page }) => {
    await expectManagePageTappable(page);
  });

  test("the booking dialog with a service and a coupon, and its confirmation", async ({ page }) => {
    const dialog = await openBookingFromHome(page);
    expect(await shortTapTargets(dialog)).toEqual([]);
    const { category } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
    await dialog.getByLabel("Category").selectOption(category._id);
    await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
    await expect(dialog.getByRole("button", { name: /^Remove / }).first()).toBeVisible();
    await dialog.getByLabel("Coupon Code").fill(demoCoupon);
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog.getByRole("button", { name: "Remove coupon" })).toBeVisible();
    expect(await shortTapTargets(dialog)).toEqual([]);

    await fillCustomer(dialog, uniqueName("Tapper"));
    await dialog.getByRole("button", { name: "Book Now" }).click();
    const confirmation = page.getByRole("dialog", { name: "Booking Received" });
    await expect(confirmation.getByRole("button", { name: "Copy Booking ID" })).toBeVisible();
    expect(await shortTapTargets(confirmation)).toEqual([]);
  });
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form and the status lookup", async ({ page }) => {
    await page.goto("/contact-us");
    expect(await shortTapTargets(page.getByRole("form", { name: "Contact form" }))).toEqual([]);
    await page.goto("/check-booking-status?id=");
    expect(await shortTapTargets(page.getByRole("main"))).toEqual([]);
  });

  test("the manage page, and its question before a cancel", async ({ page }) => {
    await expectManagePageTappable(page);
  });
});

// The booking page with a service priced by the item, whose quantity has − and + beside it: made on the
// settings site, whose catalogue the other journeys do not read.
test.describe("the booking page with a service priced by the item", () => {
  onTheSettingsSite();

  for (const script of [true, false]) {
    test(`its services, quantity, schedule, frequency and coupon, ${script ? "with" : "without"} script`, async ({
      ownAdminPage: page,
      browser,
      baseURL,
    }) => {
      const { categories } = await loadCatalogue(page.request);
      const name = uniqueName("Curtains washed");
      const made = await page.request.post("/api/services/create", {
        data: {
          name,
          description: "Taken down, washed and hung again.",
          price: 1500,
          category: categories[0]!._id,
          images: [],
          unit: "item",
          minQuantity: 1,
          maxQuantity: 20,
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      const service = (await made.json()) as Service;
      // The visitor's own browser: not signed in, with or without script.
      const visitor = await browser.newContext({
        baseURL,
        javaScriptEnabled: script,
        viewport: page.viewportSize(),
        hasTouch: test.info().project.name === "phone",
      });
      try {
        const book = await visitor.newPage();
        await book.goto(`/book?category=${service.category}&service=${service._id}`);
        if (script) await waitForApp(book);
        const form = bookingForm(book);
        await expect(form.getByLabel(howManyOf("item", name))).toBeVisible();
        await expect(form.getByRole("button", { name: `One more item of ${name}` })).toHaveCount(
          script ? 1 : 0,
        );
        expect(await shortTapTargets(form)).toEqual([]);

        await form.getByLabel("Coupon Code").fill(demoCoupon);
        await form.getByRole("button", { name: "Apply" }).click();
        await expect(bookingForm(book).getByRole("button", { name: "Remove coupon" })).toBeVisible();
        expect(await shortTapTargets(bookingForm(book))).toEqual([]);
      } finally {
        await visitor.close();
        await page.request.delete(`/api/services/delete/${service._id}`);
      }
    });
  }
});
