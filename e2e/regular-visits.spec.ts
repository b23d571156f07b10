// Regular visits (decision 034), at 1280 and 412 px: the manage link of a weekly booking lists its visits and,
// without script, moves one, skips one after asking and ends the rest after asking; the dashboard's Booking
// Details then shows the series with every visit's status.
import type { Browser } from "@playwright/test";
import { bookingMoved } from "../src/shared/rules/manage.ts";
import { visitLabel } from "../src/shared/rules/notices.ts";
import {
  cancelSeries,
  cancelSeriesQuestion,
  confirmCancelSeries,
  confirmSkipVisit,
  moveVisit,
  moveVisitTitle,
  regularVisitsHeading,
  seriesSummaryLine,
  seriesCancelled,
  skipVisit,
  skipVisitQuestion,
  upcomingVisits,
  visitSkipped,
} from "../src/shared/rules/recurring.ts";
import { admin, expect, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";
import { bookWeekly } from "./regular-visits-helpers";

const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, startsIn: 3 },
  { name: "phone", viewport: { width: 412, height: 915 }, startsIn: 4 },
] as const;

/** The owner opens the first visit in the dashboard and finds the series with each visit's status. */
async function expectSeriesInDashboard(
  browser: Browser,
  viewport: { width: number; height: number },
  id: string,
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  const page = await context.newPage();
  expect((await page.request.post("/api/user/login", { data: admin })).ok()).toBe(true);
  await page.goto("/admin-dashboard/bookings-management");
  await page.getByLabel("Search bookings").fill(id);
  // The row's ID: its middle can hold the series' button or the customer's phone links.
  await page
    .getByRole("row", { name: new RegExp(`Booking ${id} by`) })
    .getByRole("cell", { name: id, exact: true })
    .click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  const series = details.getByRole("region", { name: regularVisitsHeading });
  await expect(series.getByText(/^Weekly cleaning, \d+% off every visit \(cancelled\)\.$/)).toBeVisible();
  const visits = series.getByRole("listitem");
  await expect(visits.first()).toHaveAttribute("aria-current", "true");
  for (const visit of await visits.all()) await expect(visit).toContainText("Cancelled");
  await expect(series.getByRole("button", { name: cancelSeries })).toHaveCount(0);
  await context.close();
}

for (const size of sizes) {
  test.describe(`at ${size.name} size, without script`, () => {
    test.use({ viewport: size.viewport, javaScriptEnabled: false });

    test("the manage link moves one visit, skips another and ends the rest, each after asking", async ({
      page,
      browser,
    }) => {
      const booking = await bookWeekly(page.request, lagosDatePlus(size.startsIn));
      const visits = booking.series!.visits;
      expect(visits.length).toBeGreaterThanOrEqual(7);
      await page.goto(booking.manageUrl);
      const main = page.getByRole("main");
      const list = main.getByRole("region", { name: upcomingVisits });
      await expect(
        list.getByText(`${seriesSummaryLine("weekly", booking.series!.discountPercent)}.`),
      ).toBeVisible();
      const row = (date: string, window = "afternoon" as const) =>
        list.getByRole("listitem").filter({ hasText: visitLabel(date, window) });
      await expect(list.getByRole("listitem")).toHaveCount(visits.length);

      // Move the second visit to the evening of the day after.
      const to = lagosDatePlus(size.startsIn + 8);
      await row(visits[1]!.date).getByRole("link", { name: moveVisit }).click();
      const form = main.getByRole("form", {
        name: moveVisitTitle(visitLabel(visits[1]!.date, "afternoon")),
      });
      await form.getByLabel("Preferred Date").fill(to);
      await form.getByLabel("Preferred Time").selectOption("evening");
      await form.getByRole("button", { name: "Move my booking" }).click();
      await expect(page.getByRole("status").filter({ hasText: bookingMoved(to, "evening") })).toBeVisible();
      await expect(list.getByRole("listitem").filter({ hasText: visitLabel(to, "evening") })).toContainText(
        "pending",
      );

      // Skip the third, after the page asks.
      await row(visits[2]!.date).getByRole("button", { name: skipVisit }).click();
      await expect(main.getByText(skipVisitQuestion)).toBeVisible();
      await main.getByRole("button", { name: confirmSkipVisit }).click();
      await expect(page.getByRole("status").filter({ hasText: visitSkipped })).toBeVisible();
      await expect(row(visits[2]!.date)).toContainText("cancelled");
      await expect(row(visits[3]!.date)).toContainText("pending");

      // End the rest, after the page asks.
      await list.getByRole("button", { name: cancelSeries }).click();
      await expect(main.getByText(cancelSeriesQuestion)).toBeVisible();
      await main.getByRole("button", { name: confirmCancelSeries }).click();
      await expect(page.getByRole("status").filter({ hasText: seriesCancelled })).toBeVisible();
      for (const item of await list.getByRole("listitem").all())
        await expect(item).toContainText("cancelled");
      await expect(list.getByRole("button", { name: cancelSeries })).toHaveCount(0);

      await expectSeriesInDashboard(browser, size.viewport, booking.bookingId);
    });
  });
}
