// The bookings list for a working day at 1280 and 412 px (docs/decisions/061-bookings-list-for-a-working-day.md):
// the next visit at the top, by date and then window, past ones after; a series of regular visits is one
// row that opens to its visits, all confirmed in one step.
import type { Locator, Page } from "@playwright/test";
import { timeWindowLabels, timeWindows } from "../src/shared/booking-status.ts";
import { formatCalendarDate, todayInLagos } from "../src/shared/lagos-date.ts";
import { allVisitsConfirmed, confirmAllVisits } from "../src/shared/rules/booking-actions.ts";
import { paymentStateLabels } from "../src/shared/rules/payments.ts";
import { seriesRowLabel, seriesVisitsOf, visitNeedsPlace } from "../src/shared/rules/recurring.ts";
import type { Booking } from "../src/shared/schemas/booking.ts";
import type { SeriesSummary } from "../src/shared/schemas/series.ts";
import { createBooking, openBookings, rowOf, uniqueMark } from "./admin-bookings-helpers";
import { expect, expectNoSeriousA11yViolations, skipUnlessProjectOf, test, toasts } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";
import { bookWeekly } from "./regular-visits-helpers";

const sizes = [
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
  { name: "412 px", viewport: { width: 412, height: 915 }, hasTouch: true },
] as const;

/** Four visits of one customer, booked in an order that is neither the visits' nor its reverse. */
async function fourVisits(page: Page) {
  const mark = `Dayrow${uniqueMark()}`;
  const book = (days: number, preferredTime: "morning" | "afternoon" | "evening") =>
    createBooking(page.request, {
      customerName: `Nkechi ${mark} ${days} ${preferredTime}`,
      preferredDate: lagosDatePlus(days),
      preferredTime,
    });
  const later = await book(9, "morning");
  const afternoon = await book(6, "afternoon");
  const next = await book(6, "morning");
  const evening = await book(6, "evening");
  return { mark, inOrder: [next, afternoon, evening, later] };
}

/** Every visit date the list may show, from a year back to a year ahead, by the words it shows. */
const dates = new Map(
  Array.from({ length: 731 }, (_, day) => lagosDatePlus(day - 365)).map((date) => [
    formatCalendarDate(date),
    date,
  ]),
);
/** A row's place in the working day: its date ("" for none) and its window's place. */
async function keysOf(rows: Locator): Promise<{ date: string; rank: number }[]> {
  const cells = await rows.evaluateAll((all) =>
    all.map((row) => [...row.querySelectorAll("td")].slice(7, 9).map((cell) => cell.textContent ?? "")),
  );
  return cells.map(([date = "", window = ""]) => ({
    date: dates.get(date.replace(visitNeedsPlace, "")) ?? "",
    rank: timeWindows.findIndex((name) => window.startsWith(timeWindowLabels[name])) + 1 || 4,
  }));
}
const compare = (a: { date: string; rank: number }, b: { date: string; rank: number }) =>
  a.date.localeCompare(b.date) || a.rank - b.rank;

for (const size of sizes) {
  test.describe(`the bookings list at ${size.name}`, () => {
    test.use({ viewport: size.viewport, ...("hasTouch" in size ? { hasTouch: size.hasTouch } : {}) });
    test.beforeEach(() => skipUnlessProjectOf(size.viewport.width < 500 ? "phone" : "desktop"));

    test("the first row is the next visit: by date, then window, the past after", async ({
      adminPage: page,
    }) => {
      const { mark, inOrder } = await fourVisits(page);
      await openBookings(page, mark);
      const rows = page.getByRole("row").filter({ hasText: mark });
      await expect(rows).toHaveCount(4);
      expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute("aria-label")))).toEqual(
        inOrder.map((booking) => `Booking ${booking.bookingId} by ${booking.customerName}`),
      );
      const [next] = inOrder as [Booking];
      const first = rows.first();
      await expect(first).toHaveAccessibleName(`Booking ${next.bookingId} by ${next.customerName}`);
      await expect(first.getByRole("cell").nth(7)).toHaveText(formatCalendarDate(next.preferredDate!));
      await expect(first.getByRole("cell").nth(8)).toContainText(timeWindowLabels.morning);
      // The top of the list, where the eye starts, on a phone too.
      const tops = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().top));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));

      // The whole list, whoever else booked: the visits to come first in the order of the day, then past
      // ones, latest first, then those without a date, by window.
      const listed = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === "/api/bookings/get" &&
          !new URL(response.url()).searchParams.has("q"),
      );
      await openBookings(page);
      await listed;
      await expect(page.getByRole("tabpanel", { name: "Bookings" })).toHaveAttribute("aria-busy", "false");
      const all = page.getByRole("row").filter({ has: page.getByRole("cell") });
      await expect(all.first()).toBeVisible();
      const keys = await keysOf(all);
      const today = todayInLagos();
      const toCome = keys.filter((key) => key.date >= today);
      expect(keys.slice(0, toCome.length)).toEqual(toCome);
      expect(toCome).toEqual([...toCome].sort(compare));
      const past = keys.filter((key) => key.date !== "" && key.date < today);
      expect(keys.slice(toCome.length, toCome.length + past.length)).toEqual(past);
      expect(past).toEqual([...past].sort((a, b) => -compare(a, b)));
      const undated = keys.slice(toCome.length + past.length);
      expect(undated.every((key) => key.date === "")).toBe(true);
      expect(undated).toEqual([...undated].sort(compare));
      expect(compare(keys[0]!, { date: next.preferredDate!, rank: 1 })).toBeLessThanOrEqual(0);
    });

    test("a series is one row that opens to its visits, all confirmed at once", async ({
      adminPage: page,
    }) => {
      const booked = await bookWeekly(page.request, lagosDatePlus(5));
      const series = booked.series!;
      await openBookings(page, booked.customerName);
      const rows = page.getByRole("row").filter({ hasText: booked.customerName });
      // One row for the series: its first visit, the next to come.
      await expect(rows).toHaveCount(1);
      const row = rowOf(page, booked);
      await expect(row).toBeVisible();
      await expect(row.getByText("Pending", { exact: true })).toBeVisible();
      const toggle = row.getByRole("button", { name: seriesRowLabel("weekly", series.visits.length) });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      if ("hasTouch" in size) {
        expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await toggle.tap();
      } else await toggle.click();

      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // Opening the visits is not opening the booking.
      await expect(page.getByRole("dialog", { name: "Booking Details" })).toBeHidden();
      const visits = page.getByRole("region", { name: seriesVisitsOf(booked.customerName) });
      const items = visits.getByRole("listitem");
      await expect(items).toHaveCount(series.visits.length);
      for (const item of await items.all()) await expect(item).toContainText("Pending");
      await expectNoSeriousA11yViolations(page);
      if (size.viewport.width === 1280) {
        const box = page.getByTestId("bookings-scroll");
        expect(await box.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      }

      await visits.getByRole("button", { name: confirmAllVisits }).click();
      await expect(toasts(page).getByText(allVisitsConfirmed)).toBeVisible();
      await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
      for (const item of await items.all()) await expect(item).toContainText("Confirmed");
      await expect(visits.getByRole("button", { name: confirmAllVisits })).toHaveCount(0);
      const stored = (await (
        await page.request.get(`/api/bookings/series/${series.id}`)
      ).json()) as SeriesSummary;
      expect(stored.visits.map((visit) => visit.status)).toEqual(series.visits.map(() => "confirmed"));
    });
  });
}

test.describe("a series' card on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true });
  test.beforeEach(() => skipUnlessProjectOf("phone"));

  test("keeps its badges, its visits button and its date apart, down to 320 px", async ({
    adminPage: page,
  }) => {
    const booked = await bookWeekly(page.request, lagosDatePlus(4));
    await openBookings(page, booked.customerName);
    const card = rowOf(page, booked);
    const parts = [
      card.getByText("Pending", { exact: true }),
      card.getByRole("button", { name: seriesRowLabel("weekly", booked.series!.visits.length) }),
      card.getByText(formatCalendarDate(booked.preferredDate!), { exact: true }),
      card.getByText(paymentStateLabels.unpaid, { exact: true }),
    ];
    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 915 });
      const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart =
            a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
          expect(apart, `at ${width} px`).toBe(true);
        }
      }
      // Nothing reaches past the card's edge.
      const edge = (await card.boundingBox())!;
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(edge.x + edge.width);
    }
  });
});
