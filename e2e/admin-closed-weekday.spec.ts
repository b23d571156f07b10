// One source for when the business works: the opening hours close Sunday on a new site, so its booking
// windows are closed too, and the schedule's week view greys the day and counts each window ("0 booked").
import { closedOnWeekday } from "../src/shared/rules/availability";
import { onTheEmptySite } from "./empty-site";
import { expect, test } from "./fixtures";
import { nextWeekday, openWindows } from "./public-booking-helpers";

test.describe("a new site", () => {
  onTheEmptySite();

  test("offers no window on Sunday, which its hours close; the schedule greys the day", async ({
    adminPage: page,
  }) => {
    const sunday = nextWeekday("sunday");
    expect(await openWindows(page.request, sunday)).toEqual([false, false, false]);
    expect(await openWindows(page.request, nextWeekday("monday"))).toEqual([true, true, true]);

    await page.goto(`/admin-dashboard/schedule?date=${sunday}&view=week`);
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    if (wide) {
      // The week: Sunday's heading says the business is closed, and each of its windows reads "Closed".
      const heading = page.getByRole("columnheader", { name: new RegExp(closedOnWeekday("sunday")) });
      await expect(heading).toBeVisible();
      // Sunday's three windows are closed; the other six days' eighteen count their (no) bookings.
      await expect(page.getByRole("rowheader", { name: /Closed$/ })).toHaveCount(3);
      await expect(page.getByRole("rowheader", { name: /0 booked$/ })).toHaveCount(18);
    } else {
      await expect(page.getByText(closedOnWeekday("sunday"))).toBeVisible();
      await expect(page.getByRole("heading", { name: /Morning.*Closed$/ })).toBeVisible();
    }
    if (process.env.SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.SCREENSHOTS}/week-${wide ? 1280 : 412}.png`,
        fullPage: true,
      });
  });
});
