// The booking forms on a weekday the opening hours close, with and without script, at 1280 and 412 px:
// "We are closed on Sundays." instead of a time list. On the settings site, in one project (the file sets
// each width), since it changes the site's hours and availability for a moment.
import { checkTimesLabel, closedOnWeekday } from "../src/shared/rules/availability";
import type { SiteSettings } from "../src/shared/schemas/settings";
import { settingsSiteURL } from "../playwright.config";
import { whileAvailabilityIsOurs } from "./availability-lock";
import { expect, test } from "./fixtures";
import { bookingForm } from "./public-book-page-helpers";
import { nextWeekday, openBookingFromHome, openWindows } from "./public-booking-helpers";
import { onTheSettingsSite } from "./settings-site";

test.describe("the booking forms on a closed weekday", () => {
  onTheSettingsSite();

  test("say the weekday is closed and offer no window, with and without script", async ({
    ownAdminPage: page,
    browser,
  }) => {
    await whileAvailabilityIsOurs(async () => {
      const settings = (await (await page.request.get("/api/settings")).json()) as SiteSettings;
      const save = async (payload: Partial<SiteSettings>) => {
        const saved = await page.request.put("/api/settings", { data: payload });
        expect(saved.status(), await saved.text()).toBe(200);
      };
      const hours = settings.business.hours;
      const closedSunday = { ...hours, sunday: { closed: true, opens: "", closes: "" } };
      try {
        // The owner opens Sunday in the opening hours, then closes it again: its windows close with it.
        await save({
          business: {
            ...settings.business,
            hours: { ...hours, sunday: { closed: false, opens: "09:00", closes: "15:00" } },
          },
        });
        await save({ business: { ...settings.business, hours: closedSunday } });
        const sunday = nextWeekday("sunday");
        expect(await openWindows(page.request, sunday)).toEqual([false, false, false]);

        for (const width of [1280, 412]) {
          await page.setViewportSize({ width, height: 900 });
          const dialog = await openBookingFromHome(page);
          await dialog.getByLabel("Preferred Date").fill(sunday);
          await expect(dialog.getByLabel("Preferred Date")).toHaveAccessibleDescription(
            new RegExp(closedOnWeekday("sunday").replace(".", "\\.")),
          );
          for (const window of ["morning", "afternoon", "evening"]) {
            await expect(
              dialog.getByLabel("Preferred Time").locator(`option[value="${window}"]`),
            ).toBeDisabled();
          }
          if (process.env.SCREENSHOTS) {
            await page.screenshot({ path: `${process.env.SCREENSHOTS}/dialog-${width}.png` });
          }
          await dialog.getByRole("button", { name: "Close", exact: true }).click();
        }

        const context = await browser.newContext({
          baseURL: settingsSiteURL,
          javaScriptEnabled: false,
          viewport: { width: 412, height: 900 },
        });
        try {
          const plain = await context.newPage();
          await plain.goto("/book");
          const form = bookingForm(plain);
          await form.getByLabel("Preferred Date").fill(sunday);
          await form.getByRole("button", { name: checkTimesLabel }).click();
          await expect(
            form.getByRole("status").filter({ hasText: closedOnWeekday("sunday") }),
          ).toBeInViewport();
          for (const window of ["morning", "afternoon", "evening"]) {
            await expect(
              form.getByLabel("Preferred Time").locator(`option[value="${window}"]`),
            ).toBeDisabled();
          }
        } finally {
          await context.close();
        }
      } finally {
        await save({ business: settings.business });
        await save({ availability: settings.availability });
      }
    });
  });
});
