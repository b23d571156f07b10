// The bookings list at desktop, laptop and phone widths, one page at a time from the server
// (docs/decisions/013-bookings-pagination.md).
import fs from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { formatCalendarDate } from "../src/shared/lagos-date.ts";
import type { Booking } from "../src/shared/schemas/booking.ts";
import { createBooking, uniqueMark, uniquePhone } from "./admin-bookings-helpers";
import { expect, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";

// Scrollbars as a person sees them: headless Chromium hides them unless told not to.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] }),
    { scope: "worker" },
  ],
});

const columns = ["ID", "Customer", "Email", "Phone", "Services", "Total Price", "Status", "Preferred date"];

async function openBookings(page: Page, search?: string) {
  await page.goto("/admin-dashboard/bookings-management");
  await expect(page.getByRole("heading", { name: "Bookings Management" })).toBeVisible();
  if (search) await searchFor(page, search);
}

/** Types a search and waits for the server's answer to it (the list asks once typing pauses). */
async function searchFor(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/bookings/get" &&
      new URL(response.url()).searchParams.get("q") === text,
  );
  await page.getByLabel("Search bookings").fill(text);
  await answered;
}

const rowOf = (page: Page, booking: Booking) =>
  page.getByRole("row", { name: `Booking ${booking.bookingId} by ${booking.customerName}` });

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
    for (const column of ["Total Price", "Status", "Preferred date"]) {
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

test.describe("the bookings list, page by page", () => {
  test("pages of 50, searched and counted by the server; Export CSV holds every page", async ({
    adminPage: page,
  }) => {
    test.slow();
    const mark = uniqueMark();
    const made: Booking[] = [];
    for (let i = 0; i < 105; i++) {
      made.push(await createBooking(page.request, { customerName: `Pager${mark} ${i}` }));
    }
    for (const booking of made.slice(0, 5)) {
      expect((await page.request.delete(`/api/bookings/delete/${booking._id}`)).status()).toBe(200);
    }
    const newestFirst = [...made].reverse();

    const lists: { url: URL; size: number }[] = [];
    page.on("response", async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== "/api/bookings/get" || !response.ok()) return;
      // Recorded in the order the answers came, before the body is read, so none is missed.
      const list = { url, size: 0 };
      lists.push(list);
      list.size = ((await response.json()) as unknown[]).length;
    });
    await openBookings(page);
    await expect(page.getByRole("tab", { name: /^All \(\d+\)$/ })).toBeVisible();
    const before = lists.length;
    // Typed key by key: the server is asked once the typing pauses, not at every key.
    await page.getByLabel("Search bookings").pressSequentially(`Pager${mark}`);
    for (const [name, count] of [
      ["All", 105],
      ["Pending", 100],
      ["Confirmed", 0],
      ["Completed", 0],
      ["Cancelled", 5],
    ] as const) {
      await expect(page.getByRole("tab", { name: `${name} (${count})` })).toBeVisible();
    }
    expect(lists.slice(before).filter((list) => list.url.searchParams.has("q")).length).toBeLessThanOrEqual(
      2,
    );

    const rows = page.getByRole("row").filter({ hasText: `Pager${mark}` });
    const status = page.getByRole("navigation", { name: "Bookings pages" }).getByRole("status");
    const names = () => rows.evaluateAll((all) => all.map((row) => row.getAttribute("aria-label")));
    const labels = (bookings: Booking[]) =>
      bookings.map((b) => `Booking ${b.bookingId} by ${b.customerName}`);

    await expect(status).toHaveText("Showing 1–50 of 105 · Page 1 of 3");
    await expect(rows).toHaveCount(50);
    expect(await names()).toEqual(labels(newestFirst.slice(0, 50)));
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(status).toHaveText("Showing 51–100 of 105 · Page 2 of 3");
    await expect(rows.first()).toHaveAttribute("aria-label", labels(newestFirst.slice(50, 51))[0]!);
    expect(await names()).toEqual(labels(newestFirst.slice(50, 100)));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(status).toHaveText("Showing 101–105 of 105 · Page 3 of 3");
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(status).toHaveText("Showing 51–100 of 105 · Page 2 of 3");

    // A tab starts at its own first page.
    await page.getByRole("tab", { name: "Cancelled (5)" }).click();
    await expect(status).toHaveText("Showing 1–5 of 5 · Page 1 of 1");
    await expect(rows).toHaveCount(5);
    await page.getByRole("tab", { name: "All (105)" }).click();
    await expect(status).toHaveText("Showing 1–50 of 105 · Page 1 of 3");

    const download = async () => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      const text = await fs.readFile((await file.path())!, "utf8");
      return text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(1)
        .filter(Boolean);
    };
    const exported = lists.length;
    const all = await download();
    expect(all).toHaveLength(105);
    for (const booking of made) expect(all.some((line) => line.includes(booking.bookingId))).toBe(true);
    const pagesRead = lists.slice(exported).map((list) => list.url.searchParams);
    expect(pagesRead.map((params) => [params.get("page"), params.get("pageSize"), params.get("q")])).toEqual([
      ["1", "100", `Pager${mark}`],
      ["2", "100", `Pager${mark}`],
    ]);

    await page.getByRole("tab", { name: "Cancelled (5)" }).click();
    const cancelled = await download();
    expect(cancelled).toHaveLength(5);
    expect(cancelled.every((line) => line.includes('"cancelled"'))).toBe(true);

    // No answer ever held more than 100 bookings.
    expect(Math.max(...lists.map((list) => list.size))).toBeLessThanOrEqual(100);
  });
});
