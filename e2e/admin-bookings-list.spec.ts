// The bookings list at desktop, laptop and phone widths, one page at a time from the server
// (docs/decisions/013-bookings-pagination.md).
import type { Locator, Page } from "@playwright/test";
import { paymentStateLabels } from "../src/shared/rules/payments.ts";
import { formatCalendarDate } from "../src/shared/lagos-date.ts";
import {
  createBooking,
  openBookings,
  rowOf,
  searchFor,
  uniqueMark,
  uniquePhone,
} from "./admin-bookings-helpers";
import { expect, skipUnlessProjectOf, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";

// Scrollbars as a person sees them: headless Chromium hides them unless told not to.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] }),
    { scope: "worker" },
  ],
});

const columns = [
  "ID",
  "Customer",
  "Email",
  "Phone",
  "Services",
  "Total Price",
  "Status",
  "Preferred date",
  "Window",
];

/** Three bookings of one mark: one with a long name, a long email and three services. */
async function threeBookings(page: Page) {
  const mark = uniqueMark();
  const preferredDate = lagosDatePlus(9);
  const long = await createBooking(
    page.request,
    {
      customerName: `Oluwaseun Adebayo-Williams Layout${mark}`,
      email: `oluwaseun.adebayo.williams.${mark}@example-company.ng`,
      preferredDate,
    },
    3,
  );
  await createBooking(page.request, { customerName: `Ada Layout${mark}`, preferredDate });
  await createBooking(page.request, { customerName: `Bayo Layout${mark}`, preferredDate }, 2);
  return { mark, long, preferredDate };
}

/** How thick the box's sideways scrollbar is, in pixels (0 when there is none). */
const scrollbarHeight = (box: Locator) =>
  box.evaluate((element: HTMLElement) => {
    const style = getComputedStyle(element);
    return (
      element.offsetHeight -
      element.clientHeight -
      parseFloat(style.borderTopWidth) -
      parseFloat(style.borderBottomWidth)
    );
  });

async function expectShortRows(page: Page, mark: string) {
  const heights = await page
    .getByRole("row")
    .filter({ hasText: `Layout${mark}` })
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(heights).toHaveLength(3);
  for (const height of heights) expect(height).toBeLessThanOrEqual(100);
}

test.describe("the bookings table at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(() => skipUnlessProjectOf("desktop"));

  test("fits: every column in sight, rows of one or two lines, services summed up, dates whole", async ({
    adminPage: page,
  }) => {
    const { mark, long, preferredDate } = await threeBookings(page);
    await openBookings(page, `Layout${mark}`);
    await expect(page.getByRole("row").filter({ hasText: `Layout${mark}` })).toHaveCount(3);

    const box = page.getByTestId("bookings-scroll");
    const { scrollWidth, clientWidth } = await box.evaluate((e) => ({
      scrollWidth: e.scrollWidth,
      clientWidth: e.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const column of columns) {
      await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
    await expectShortRows(page, mark);

    const [first, ...rest] = long.services;
    const cells = rowOf(page, long).getByRole("cell");
    await expect(cells.nth(4)).toHaveText(`${first!.name} and ${rest.length} more`);
    const date = cells.nth(7);
    await expect(date).toHaveText(formatCalendarDate(preferredDate));
    await expect(date).toBeInViewport({ ratio: 1 });
    expect(await date.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

    // The whole list of services is in Booking Details.
    await rowOf(page, long).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    for (const service of long.services) await expect(details.getByText(service.name)).toBeVisible();
  });
});

test.describe("the bookings table at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 800 } });
  test.beforeEach(() => skipUnlessProjectOf("desktop"));

  test("scrolls sideways with a scrollbar in sight, and every column is reached through it", async ({
    adminPage: page,
  }) => {
    const { mark, long, preferredDate } = await threeBookings(page);
    await openBookings(page);
    const box = page.getByTestId("bookings-scroll");
    await expect(box).toBeVisible();
    // However long the list, the box and its scrollbar end within the window.
    expect((await box.boundingBox())!.y + (await box.boundingBox())!.height).toBeLessThanOrEqual(800);

    await searchFor(page, `Layout${mark}`);
    await expect(page.getByRole("row").filter({ hasText: `Layout${mark}` })).toHaveCount(3);
    const overflow = await box.evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    expect(await scrollbarHeight(box)).toBeGreaterThanOrEqual(8);
    const boxEnd = await box.boundingBox();
    expect(boxEnd!.y + boxEnd!.height).toBeLessThanOrEqual(800);
    await expectShortRows(page, mark);

    const dateHeader = page.getByRole("columnheader", { name: "Preferred date", exact: true });
    await expect(dateHeader).not.toBeInViewport({ ratio: 1 });
    // Dragging the scrollbar to its end, as a person would.
    const bar = { x: boxEnd!.x + 40, y: boxEnd!.y + boxEnd!.height - 6 };
    await page.mouse.move(bar.x, bar.y);
    await page.mouse.down();
    await page.mouse.move(bar.x + boxEnd!.width, bar.y, { steps: 5 });
    await page.mouse.up();
    // Columns are sized to fractions of a pixel, and the box scrolls by whole pixels: a sliver of the
    // last column's edge (under 1 px) may stay behind the box's edge at the end of the scroll.
    for (const column of ["Total Price", "Status", "Preferred date", "Window"]) {
      await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeInViewport({
        ratio: 0.99,
      });
    }
    const date = rowOf(page, long).getByRole("cell").nth(7);
    await expect(date).toHaveText(formatCalendarDate(preferredDate));
    await expect(date).toBeInViewport({ ratio: 0.99 });
  });
});

test.describe("the bookings list on a phone (412 px)", () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true });
  test.beforeEach(() => skipUnlessProjectOf("phone"));

  test("is a card per booking, with tap-to-call and WhatsApp; tapping the card opens its details", async ({
    adminPage: page,
  }) => {
    const mark = uniqueMark();
    const phone = uniquePhone();
    const booking = await createBooking(page.request, {
      customerName: `Kemi Card${mark}`,
      phone,
      preferredDate: lagosDatePlus(4),
    });
    await openBookings(page, booking.bookingId);
    const card = rowOf(page, booking);
    await expect(card).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Customer" })).toBeHidden();
    for (const text of [booking.bookingId, booking.customerName, "Pending", booking.services[0]!.name]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    const date = card.getByText(formatCalendarDate(booking.preferredDate!), { exact: true });
    await expect(date).toBeVisible();
    // Each figure of a card says what it is.
    expect(await date.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
      '"Preferred date"',
    );

    // The paid/unpaid badge beside the total never covers the date, down to a 320 px phone.
    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 915 });
      const badge = (await card.getByText(paymentStateLabels.unpaid, { exact: true }).boundingBox())!;
      const dateBox = (await date.boundingBox())!;
      const apart =
        badge.y + badge.height <= dateBox.y ||
        dateBox.y + dateBox.height <= badge.y ||
        badge.x + badge.width <= dateBox.x ||
        dateBox.x + dateBox.width <= badge.x;
      expect(apart, `at ${width} px`).toBe(true);
    }

    const call = card.getByRole("link", { name: `Call ${phone}` });
    await expect(call).toHaveAttribute("href", `tel:${phone}`);
    const whatsApp = card.getByRole("link", { name: `WhatsApp ${phone}` });
    await expect(whatsApp).toHaveAttribute("href", `https://wa.me/234${phone.slice(1)}`);
    await expect(whatsApp).toHaveAttribute("target", "_blank");
    for (const link of [call, whatsApp]) {
      const size = await link.boundingBox();
      expect(size!.height).toBeGreaterThanOrEqual(44);
    }

    // A tap on the number dials; it does not open the booking.
    await call.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await call.tap();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details).toBeHidden();
    await card.getByText(booking.customerName, { exact: true }).tap();
    await expect(details).toBeVisible();
    await expect(details.getByText(booking.address, { exact: true })).toBeVisible();
  });
});
