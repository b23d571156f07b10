// Quotes after inspection (docs/decisions/063-quotes-after-inspection.md), at the page size of each
// project, with script and without: a customer's quote request waits on its manage page while staff price
// it; the mail with the price carries the link where the customer accepts it (an ordinary pending booking
// with the quoted total) or declines it. With script, staff price it from Today's quotes to price.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { formatNaira } from "../src/shared/money.ts";
import {
  acceptQuote,
  declineQuote,
  quoteAccepted,
  quoteDeclined,
  quoteOffered,
  quotePriceOf,
  quoteQuantityOf,
  quoteReadySubject,
  quoteSent,
  quoteStateLabels,
  quotesToPriceTitle,
  quoteWaitsForPrice,
  sendQuote,
} from "../src/shared/rules/quotes.ts";
import type { CreatedBooking } from "../src/shared/schemas/booking.ts";
import type { ManagedBooking } from "../src/shared/schemas/manage.ts";
import { uniqueMark } from "./admin-bookings-helpers";
import { admin, expect, test, toasts } from "./fixtures";
import { mailWithSubject } from "./mail-box";
import { firstFreeWindow, uniqueName } from "./public-booking-helpers";

type Quote = CreatedBooking & { path: string; email: string };

/** The owner lists a service priced after inspection (per m²), and a customer asks for a quote of 80 m². */
async function requestQuote(request: APIRequestContext): Promise<Quote> {
  expect((await request.post("/api/user/login", { data: admin })).ok()).toBe(true);
  const mark = uniqueMark();
  const category = await request.post("/api/categories/create", {
    data: { name: `Sites ${mark}`, description: "After the builders" },
  });
  expect(category.status()).toBe(201);
  const service = await request.post("/api/services/create", {
    data: {
      name: `Site Cleaning ${mark}`,
      description: "Dust, paint and cement off every surface",
      category: ((await category.json()) as { _id: string })._id,
      images: [],
      unit: "sqm",
      minQuantity: 10,
      maxQuantity: 2000,
      priceAfterInspection: true,
    },
  });
  expect(service.status()).toBe(201);
  const { _id, name } = (await service.json()) as { _id: string; name: string };
  await request.post("/api/user/logout", { data: {} });
  const slot = await firstFreeWindow(request);
  const email = `quote-${mark}@example.ng`;
  const created = await request.post("/api/bookings/create", {
    data: {
      customerName: uniqueName("Bisi"),
      email,
      phone: "+234 803 555 0101",
      address: "4 Glover Road, Ikoyi, Lagos",
      notes: "New build, three floors",
      services: [{ _id, name, price: 0, quantity: 80 }],
      totalPrice: 0,
      preferredDate: slot.date,
      preferredTime: slot.window,
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as CreatedBooking;
  return { ...quote, email, path: new URL(quote.manageUrl).pathname };
}

/** Staff price it through the API: ₦400 per m², 90 m² measured on site. */
async function priceThroughApi(request: APIRequestContext, quote: Quote): Promise<void> {
  expect((await request.post("/api/user/login", { data: admin })).ok()).toBe(true);
  const priced = await request.post(`/api/bookings/${quote._id}/quote`, {
    data: { lines: [{ line: 0, price: 400, quantity: 90 }] },
  });
  expect(priced.status()).toBe(200);
  await request.post("/api/user/logout", { data: {} });
}

/** Staff price it in the dashboard: Today's quotes to price, its Booking Details, Set price. */
async function priceInDashboard(browser: Browser, customerPage: Page, quote: Quote): Promise<void> {
  const viewport = customerPage.viewportSize()!;
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  expect((await page.request.post("/api/user/login", { data: admin })).ok()).toBe(true);
  await page.goto("/admin-dashboard");
  const quotes = page.getByRole("region", { name: quotesToPriceTitle });
  await quotes.getByRole("link", { name: new RegExp(quote.customerName) }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByText(quote.customerName, { exact: true })).toBeVisible();
  // An open quote is priced or cancelled: nothing confirms it as it is.
  await expect(details.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  const service = quote.services[0]!.name;
  await details.getByLabel(quotePriceOf(service)).fill("400");
  await details.getByLabel(quoteQuantityOf(service)).fill("90");
  await details.getByRole("button", { name: sendQuote }).click();
  await expect(toasts(page).getByText(quoteSent)).toBeVisible();
  await context.close();
}

/** The link the mail with the price carries. */
async function quoteLinkOf(quote: Quote): Promise<string> {
  const mail = await mailWithSubject(quote.email, quoteReadySubject(quote.bookingId));
  return new URL(/https?:\/\/\S+\/manage\/[A-Za-z0-9_-]+/.exec(mail.text)![0]).pathname;
}

/** The manage page while staff have not priced it yet: what happens next, and no answer to give. */
async function expectWaiting(page: Page, quote: Quote) {
  await page.goto(quote.path);
  const main = page.getByRole("main");
  await expect(main.getByText(quoteWaitsForPrice)).toBeVisible();
  await expect(main.getByRole("button", { name: acceptQuote })).toHaveCount(0);
  // The request may still be withdrawn.
  await expect(main.getByRole("button", { name: declineQuote })).toBeVisible();
}

/** The priced quote on the page its mail links to: the price, until when, and the two answers. */
async function openPricedQuote(page: Page, quote: Quote) {
  const link = await quoteLinkOf(quote);
  await page.goto(link);
  const main = page.getByRole("main");
  // When it lapses is the server's: the page says the date the API answers.
  const answer = await page.request.get(`/api/bookings${link}`);
  const { totalPrice, quote: state } = (await answer.json()) as ManagedBooking;
  expect(totalPrice).toBe(36_000);
  await expect(main.getByText(quoteOffered(36_000, state!.expiresAt!))).toBeVisible();
  await expect(main.getByText(formatNaira(36_000), { exact: true })).toBeVisible();
  return main;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with script" : "without script", () => {
    test.use({ javaScriptEnabled });

    test("a quote is requested, priced by staff and accepted on the manage page", async ({
      page,
      browser,
    }) => {
      const quote = await requestQuote(page.request);
      await expectWaiting(page, quote);
      if (javaScriptEnabled) await priceInDashboard(browser, page, quote);
      else await priceThroughApi(page.request, quote);

      const main = await openPricedQuote(page, quote);
      await main.getByRole("button", { name: acceptQuote }).click();
      await expect(page.getByRole("status").filter({ hasText: quoteAccepted })).toBeVisible();
      await expect(main.locator("[data-status]")).toHaveText("Pending");
      await expect(main.getByRole("button", { name: acceptQuote })).toHaveCount(0);
      // An ordinary booking now, holding its place; its history says how it came to be.
      const history = main.getByRole("list", { name: "Booking history" });
      await expect(history.getByText(quoteStateLabels.accepted)).toBeVisible();
      await expect(main.getByText(formatNaira(36_000), { exact: true })).toBeVisible();
    });

    test("a priced quote is declined on the manage page", async ({ page }) => {
      const quote = await requestQuote(page.request);
      await priceThroughApi(page.request, quote);
      const main = await openPricedQuote(page, quote);
      await main.getByRole("button", { name: declineQuote }).click();
      await expect(page.getByRole("status").filter({ hasText: quoteDeclined })).toBeVisible();
      await expect(main.locator("[data-status]")).toHaveText("Cancelled");
      await expect(main.getByRole("button", { name: acceptQuote })).toHaveCount(0);
    });
  });
}
