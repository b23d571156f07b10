// The staff's bookings list: its tabs and columns, search, Booking Details and the CSV export.
import fs from "node:fs/promises";
import { formatCalendarDate } from "../src/shared/lagos-date.ts";
import { formatNaira } from "../src/shared/money.ts";
import { windowLabel } from "../src/shared/rules/booking.ts";
import { paymentStateLabels } from "../src/shared/rules/payments.ts";
import { defaultSettings } from "../src/shared/settings-defaults.ts";
import {
  createBooking,
  openBookings,
  rowOf,
  searchFor,
  uniqueMark,
  uniquePhone,
  type BookingOverrides,
} from "./admin-bookings-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";

test.describe("Bookings Management", () => {
  test("shows Loading bookings..., tabs with the server's counts, the columns, newest first", async ({
    adminPage: page,
  }) => {
    const mark = uniqueMark();
    const make = (name: string, serviceCount = 1, extra: Partial<BookingOverrides> = {}) =>
      createBooking(page.request, { customerName: `${name} Person${mark}`, ...extra }, serviceCount);
    const oldest = await make("Oldest");
    const middle = await make("Middle");
    const third = await make("Third");
    const fourth = await make("Fourth");
    const preferredDate = lagosDatePlus(5);
    const newest = await make("Newest", 2, {
      email: `newest.${mark}@example.ng`,
      phone: "0809 111 2222",
      preferredDate,
    });
    expect((await page.request.delete(`/api/bookings/delete/${middle._id}`)).status()).toBe(200);
    expect((await page.request.put(`/api/bookings/update-status/${third._id}/completed`)).status()).toBe(200);
    expect((await page.request.put(`/api/bookings/update-status/${newest._id}/confirmed`)).status()).toBe(
      200,
    );

    // The first answer is held, not changed, until the loading text has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      "**/api/bookings/get?**",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto("/admin-dashboard/bookings-management");
    await expect(page.getByText("Loading bookings...")).toBeVisible();
    release();
    await searchFor(page, `Person${mark}`);

    for (const [name, count] of [
      ["All", 5],
      ["Pending", 2],
      ["Confirmed", 1],
      ["Completed", 1],
      ["Cancelled", 1],
    ] as const) {
      await expect(page.getByRole("tab", { name: `${name} (${count})` })).toBeVisible();
    }
    for (const column of [
      "ID",
      "Customer",
      "Email",
      "Phone",
      "Services",
      "Total Price",
      "Status",
      "Preferred date",
      "Window",
    ]) {
      const header = page.getByRole("columnheader", { name: column, exact: true });
      // A phone shows a card per booking, its figures labelled, in place of the table's columns.
      if (page.viewportSize()!.width >= 1024) await expect(header).toBeVisible();
      else await expect(header).toBeHidden();
    }
    const names = page.getByRole("row").filter({ hasText: `Person${mark}` });
    await expect(names).toHaveCount(5);
    expect(
      await names.evaluateAll((rows) =>
        rows.map((row) => row.children[1]!.querySelector("span")!.textContent),
      ),
    ).toEqual([newest, fourth, third, middle, oldest].map((booking) => booking.customerName));
    const [first, second] = newest.services;
    await expect(rowOf(page, newest).getByRole("cell")).toHaveText([
      newest.bookingId,
      newest.customerName,
      newest.email,
      /^0809 111 2222/,
      `${first!.name} and 1 more`,
      // Nothing is paid yet: the total carries the Unpaid badge.
      `${formatNaira(first!.price + second!.price)}${paymentStateLabels.unpaid}`,
      "Confirmed",
      formatCalendarDate(preferredDate),
      windowLabel("afternoon", defaultSettings.availability.windows.afternoon),
    ]);
    await expect(rowOf(page, newest).getByRole("link", { name: "Call 0809 111 2222" })).toHaveAttribute(
      "href",
      "tel:08091112222",
    );

    await page.getByRole("tab", { name: "Completed (1)" }).click();
    await expect(page.getByRole("tab", { name: "Completed (1)" })).toHaveAttribute("aria-selected", "true");
    await expect(names).toHaveCount(1);
    await expect(names).toContainText(third.customerName);
    await page.getByRole("tab", { name: "Pending (2)" }).click();
    await expect(names).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await searchFor(page, "no booking has this text");
    await expect(page.getByText("No bookings found.")).toBeVisible();
    await expect(names).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "All (0)" })).toBeVisible();
  });

  test("searches by booking ID, name, email and phone", async ({ adminPage: page }) => {
    const mark = uniqueMark();
    const first = await createBooking(page.request, {
      customerName: `Tolu Search${mark}`,
      email: `tolu.${mark}@example.ng`,
    });
    const second = await createBooking(page.request, { customerName: `Bisi Search${mark}` });
    await openBookings(page);

    await searchFor(page, first.bookingId.toLowerCase());
    await expect(rowOf(page, first)).toBeVisible();
    await expect(rowOf(page, second)).toBeHidden();

    await searchFor(page, `search${mark}`);
    await expect(rowOf(page, first)).toBeVisible();
    await expect(rowOf(page, second)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Search${mark}` })).toHaveCount(2);

    await searchFor(page, `TOLU.${mark}@EXAMPLE.NG`);
    await expect(rowOf(page, first)).toBeVisible();
    await expect(rowOf(page, second)).toBeHidden();

    // Typed with spaces, as customers write it.
    const phone = second.phone;
    await searchFor(page, `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
    await expect(rowOf(page, second)).toBeVisible();
    await expect(rowOf(page, first)).toBeHidden();
  });

  test("opens Booking Details on a row click and on Enter, with everything the customer sent", async ({
    adminPage: page,
  }) => {
    const mark = uniqueMark();
    const booking = await createBooking(page.request, {
      customerName: `Kemi Details${mark}`,
      email: `kemi.${mark}@example.ng`,
      notes: `Gate code 4411, dog is friendly ${mark}`,
    });
    await openBookings(page);
    await searchFor(page, booking.bookingId);
    await rowOf(page, booking).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details).toBeVisible();
    for (const text of [
      booking.bookingId,
      booking.customerName,
      booking.email,
      booking.phone,
      booking.address,
      booking.notes,
      `${booking.services[0]!.name} — ${formatNaira(booking.services[0]!.price)}`,
      "Afternoon",
      "Pending",
    ]) {
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
    // The customer is a tap away from the details too, by phone or on WhatsApp.
    await expect(details.getByRole("link", { name: `Call ${booking.phone}` })).toHaveAttribute(
      "href",
      `tel:${booking.phone}`,
    );
    await expect(details.getByRole("link", { name: `WhatsApp ${booking.phone}` })).toHaveAttribute(
      "href",
      `https://wa.me/234${booking.phone.slice(1)}`,
    );
    await expect(details.getByRole("button", { name: "Confirm" })).toBeEnabled();
    await expect(details.getByRole("button", { name: "Mark as Completed" })).toBeEnabled();
    await expect(details.getByRole("button", { name: "Cancel Booking" })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await details.getByRole("button", { name: "Close", exact: true }).click();
    await expect(details).toBeHidden();

    await rowOf(page, booking).focus();
    await page.keyboard.press("Enter");
    await expect(details).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
  });

  test("exports the current tab as CSV, quoted, with formulas neutralised", async ({ adminPage: page }) => {
    const mark = uniqueMark();
    const booking = await createBooking(page.request, {
      customerName: `Chidi Export${mark}`,
      phone: `+234${uniquePhone().slice(1)}`,
      notes: `=HYPERLINK("http://evil.example","click"), ${mark}`,
    });
    await openBookings(page);
    await expect(page.getByRole("tab", { name: /^All \(\d+\)$/ })).toBeVisible();

    const download = async () => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^bookings-\w+-\d{4}-\d{2}-\d{2}\.csv$/);
      return fs.readFile((await file.path())!, "utf8");
    };

    const all = await download();
    const [header, ...lines] = all.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      '"ID","Customer","Email","Phone","Address","Services","Subtotal (NGN)","Coupon","Discount (NGN)","Discount (%)","Total Price (NGN)","Status","Preferred date","Preferred time","Notes","Created at","Area","Travel fee (NGN)"',
    );
    const line = lines.find((candidate) => candidate.includes(booking.bookingId));
    expect(line).toContain(`"Chidi Export${mark}"`);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), ${mark}"`);
    // The phone number reads cleanly: a tab (invisible, kept as text) rather than an apostrophe.
    expect(line).toContain(`"\t${booking.phone}"`);
    expect(line).toContain(`"${booking.totalPrice}"`);
    expect(line).toContain('"pending"');

    await page.getByRole("tab", { name: /^Cancelled \(\d+\)$/ }).click();
    const cancelled = await download();
    expect(cancelled).not.toContain(booking.bookingId);
    expect(
      cancelled
        .split("\r\n")
        .slice(1, -1)
        .every((row) => row.includes('"cancelled"')),
    ).toBe(true);
  });
});
