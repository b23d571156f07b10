// The owner's availability reaches the booking forms: a full window and a closed date are no longer
// offered, in the dialog (at 1280 and 412 px) and on the booking page without script, whose post the
// server refuses with the rule's words.
import type { APIRequestContext } from "@playwright/test";
import {
  dateClosed,
  nextFreeWindow,
  overbookedWarning,
  unavailableSuffix,
  weekdayOf,
  windowFull,
} from "../src/shared/rules/availability";
import { weekdayName } from "../src/shared/rules/settings";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { whileAvailabilityIsOurs } from "./availability-lock";
import { expect, test, toasts } from "./fixtures";
import {
  bookableServices,
  bookingForm,
  fillBookingForm,
  nextPost,
  startsWith,
} from "./public-book-page-helpers";
import { firstFreeWindow, lagosDatePlus, openBookingFromHome } from "./public-booking-helpers";
import { settingsSiteURL } from "../playwright.config";
import { onTheSettingsSite } from "./settings-site";

// On the settings site: what the owner changes here, every booking form of that site shows.
onTheSettingsSite();

async function availabilityNow(request: APIRequestContext) {
  return ((await (await request.get("/api/settings")).json()) as { availability: unknown }).availability;
}

test("the owner sets a window's capacity and a holiday; the booking forms no longer offer them", async ({
  ownAdminPage: page,
  browser,
}) => {
  // Away from tomorrow morning, which the other tests of this site book.
  const fullDate = lagosDatePlus(3);
  const holiday = lagosDatePlus(4);
  const holidayNote = `Workers' Day ${uniqueMark()}`;
  await whileAvailabilityIsOurs(async () => {
    const before = await availabilityNow(page.request);
    try {
      await page.goto("/admin-dashboard/settings");
      await page.getByRole("tab", { name: "Availability" }).click();
      const day = weekdayName(weekdayOf(fullDate));
      await page.getByLabel(`${day} afternoon jobs`).fill("1");
      await page.getByRole("button", { name: "Add closed date" }).click();
      const closed = page.getByRole("group", { name: "Closed date 1" });
      await closed.getByLabel("Date").fill(holiday);
      await closed.getByLabel("Note (for example, the holiday)").fill(holidayNote);
      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(toasts(page).getByText("Availability saved.")).toBeVisible();

      // A customer takes the afternoon's one place.
      await createBooking(page.request, {
        customerName: `Kemi Capacity${uniqueMark()}`,
        preferredDate: fullDate,
      });

      for (const width of [1280, 412]) {
        await page.setViewportSize({ width, height: 900 });
        const dialog = await openBookingFromHome(page);
        const date = dialog.getByLabel("Preferred Date");
        const time = dialog.getByLabel("Preferred Time");
        await date.fill(fullDate);
        const afternoon = time.locator('option[value="afternoon"]');
        await expect(afternoon).toBeDisabled();
        await expect(afternoon).toHaveText(`Afternoon${unavailableSuffix}`);
        await expect(time.locator('option[value="morning"]')).toBeEnabled();

        await date.fill(holiday);
        await expect(date).toHaveAccessibleDescription(
          new RegExp(dateClosed(holidayNote).replace(/[.()]/g, "\\$&")),
        );
        for (const window of ["morning", "afternoon", "evening"]) {
          await expect(time.locator(`option[value="${window}"]`)).toBeDisabled();
        }
        await dialog.getByRole("button", { name: "Close", exact: true }).click();
      }

      // Without script: the page says when the next free time is, and the server refuses the holiday.
      const context = await browser.newContext({
        baseURL: settingsSiteURL,
        javaScriptEnabled: false,
        viewport: { width: 412, height: 900 },
      });
      try {
        const plain = await context.newPage();
        await plain.goto("/book");
        const form = bookingForm(plain);
        const next = await firstFreeWindow(page.request);
        await expect(form.getByLabel("Preferred Date")).toHaveAccessibleDescription(
          nextFreeWindow(next.date, next.window),
        );
        const { first } = await bookableServices(page);
        await form.getByRole("checkbox", { name: startsWith(first.name) }).check();
        await fillBookingForm(form, `Tobi Holiday${uniqueMark()}`);
        await form.getByLabel("Preferred Date").fill(holiday);
        await form.getByLabel("Preferred Time").selectOption("morning");
        const answered = nextPost(plain);
        await form.getByRole("button", { name: "Book Now" }).click();
        expect((await answered).status()).toBe(409);
        await expect(plain.getByText(dateClosed(holidayNote)).first()).toBeVisible();

        // The page kept what was typed; the full afternoon is refused too, and nothing is stored.
        const again = bookingForm(plain);
        await again.getByLabel("Preferred Date").fill(fullDate);
        await again.getByLabel("Preferred Time").selectOption("afternoon");
        const full = nextPost(plain);
        await again.getByRole("button", { name: "Book Now" }).click();
        expect((await full).status()).toBe(409);
        await expect(plain.getByText(windowFull).first()).toBeVisible();
      } finally {
        await context.close();
      }

      // Closing the afternoon that already has its booking is allowed, with a warning; the booking stays.
      await page.setViewportSize({ width: 412, height: 900 });
      await page.goto("/admin-dashboard/settings");
      await page.getByRole("tab", { name: "Availability" }).click();
      await page.getByLabel(`${day} afternoon jobs`).fill("0");
      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(toasts(page).getByText(overbookedWarning(1))).toBeVisible();
    } finally {
      const restored = await page.request.put("/api/settings", { data: { availability: before } });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });
});
