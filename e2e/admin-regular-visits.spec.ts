// Regular visits in the dashboard, at 1280 and 412 px: a weekly visit that found no room (its day was
// closed when the series was booked) waits in the schedule board's "Needs a place" list and is marked in
// Booking Details, where a staff member ends the rest of the series after being asked.
import type { APIRequestContext } from "@playwright/test";
import { addDays, weekdayOf, type Availability } from "../src/shared/rules/availability";
import {
  cancelSeries,
  cancelSeriesQuestion,
  confirmCancelSeries,
  regularVisitsHeading,
  visitNeedsPlace,
  visitNeedsPlaceHelp,
} from "../src/shared/rules/recurring";
import { whileAvailabilityIsOurs } from "./availability-lock";
import { expect, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";
import { bookWeekly } from "./regular-visits-helpers";
import { onTheSettingsSite } from "./settings-site";
import { signedInStaffPage } from "./staff-page";

// The closed day is a setting of the whole site: it is set on the settings site, for a moment, under the
// availability lock.
onTheSettingsSite();

async function putAvailability(request: APIRequestContext, availability: Availability) {
  expect((await request.put("/api/settings", { data: { availability } })).ok()).toBe(true);
}

/** A weekly series whose second visit falls on a day closed while it is booked. */
async function bookAroundClosedDay(request: APIRequestContext, first: string) {
  return whileAvailabilityIsOurs(async () => {
    const before = (await (await request.get("/api/settings")).json()).availability as Availability;
    const closed = { date: addDays(first, 7), note: "Staff training" };
    await putAvailability(request, { ...before, closedDates: [...before.closedDates, closed] });
    try {
      return await bookWeekly(request, first);
    } finally {
      await putAvailability(request, before);
    }
  });
}

test("a visit that found no room waits on the board; staff end the series from Booking Details", async ({
  ownAdminPage: owner,
  browser,
}, testInfo) => {
  // A day each project has to itself, never a Sunday (closed in the demo hours).
  let first = lagosDatePlus(testInfo.project.name === "phone" ? 22 : 20);
  if (weekdayOf(first) === "sunday") first = addDays(first, 1);
  const booking = await bookAroundClosedDay(owner.request, first);
  const waiting = booking.series!.visits[1]!;
  expect(waiting.needsPlace).toBe(true);

  const staff = await signedInStaffPage(browser, owner, "Kemi");
  await staff.goto(`/admin-dashboard/schedule?date=${waiting.date}`);
  const needsPlace = staff.getByRole("region", { name: visitNeedsPlace });
  await expect(needsPlace.getByText(visitNeedsPlaceHelp)).toBeVisible();
  await expect(needsPlace.getByRole("article").filter({ hasText: booking.customerName })).toBeVisible();

  await staff.goto("/admin-dashboard/bookings-management");
  await staff.getByLabel("Search bookings").fill(waiting.bookingId);
  await staff.getByRole("row", { name: new RegExp(`Booking ${waiting.bookingId} by`) }).click();
  const details = staff.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByText(visitNeedsPlaceHelp)).toBeVisible();
  const series = details.getByRole("region", { name: regularVisitsHeading });
  const visits = series.getByRole("listitem");
  await expect(visits.nth(1)).toContainText(visitNeedsPlace);

  await series.getByRole("button", { name: cancelSeries }).click();
  await series
    .getByRole("alertdialog", { name: cancelSeriesQuestion })
    .getByRole("button", {
      name: confirmCancelSeries,
    })
    .click();
  await expect(series.getByRole("button", { name: cancelSeries })).toHaveCount(0);
  for (const visit of await visits.all()) await expect(visit).toContainText("Cancelled");
  await staff.context().close();
});
