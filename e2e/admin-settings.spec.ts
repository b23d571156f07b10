import type { APIRequestContext, Page } from "@playwright/test";
import {
  latitudeNotValid,
  longitudeNotValid,
  opensBeforeCloses,
  phoneNotValid,
} from "../src/shared/rules/settings-sections";
import { frequencyOption, recurringDiscountNotValid } from "../src/shared/rules/recurring";
import { expect, expectNoSeriousA11yViolations, test, toasts } from "./fixtures";
import { mailTo } from "./mail-box";
import { bookThroughApi } from "./public-booking-helpers";
import { onTheSettingsSite } from "./settings-site";

// On a site of their own, one test after another; each puts back the settings it found.
onTheSettingsSite();
const screen = "/admin-dashboard/settings";

async function savedSettings(request: APIRequestContext) {
  const response = await request.get("/api/settings");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Puts back every section these tests change; availability belongs to admin-availability.spec.ts and the
 * reminders and WhatsApp messages to admin-whatsapp.spec.ts, which may run at the same time.
 */
async function restore(request: APIRequestContext, settings: Record<string, unknown>) {
  const { availability: _theirs, notices: _theirsToo, ...ours } = settings;
  const response = await request.put("/api/settings", { data: ours });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openSection(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

async function structuredData(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as { telephone?: string };
}

test.describe("admin settings", () => {
  test("a new phone number, hero headline and privacy text show on the public site and in the next mail at once", async ({
    ownAdminPage: page,
  }) => {
    const before = await savedSettings(page.request);
    const mark = Date.now().toString().slice(-6);
    const headline = `Sparkling flats in Surulere ${mark}`;
    const privacy = `We keep your phone number only for your booking ${mark}.`;
    const phone = `0809 44${mark.slice(0, 1)} ${mark.slice(1, 5)}`;
    try {
      // Warm the page cache: the change must replace the copy it holds.
      await page.goto("/");
      await page.goto(screen);

      await openSection(page, "Business details");
      await page.getByRole("group", { name: "Phone 1" }).getByLabel("Number").fill(phone);
      await page.getByRole("button", { name: "Save business details" }).click();
      await expect(toasts(page).getByText("Business details saved.")).toBeVisible();

      await openSection(page, "Home page");
      await page.getByRole("group", { name: "Hero slide 1" }).getByLabel("Headline").fill(headline);
      await page.getByRole("button", { name: "Save home page" }).click();
      await expect(toasts(page).getByText("Home page saved.")).toBeVisible();

      await openSection(page, "Privacy and terms");
      await page.getByLabel("Privacy policy").fill(privacy);
      await page.getByRole("button", { name: "Save privacy and terms" }).click();
      await expect(toasts(page).getByText("Privacy and terms saved.")).toBeVisible();

      await page.goto("/");
      await expect(page.getByText(headline)).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: phone })).toHaveAttribute(
        "href",
        `tel:+234${phone.replace(/\s/g, "").slice(1)}`,
      );
      expect((await structuredData(page)).telephone).toBe(`+234${phone.replace(/\s/g, "").slice(1)}`);

      // The next booking's confirmation mail gives the new number.
      const email = `settings-${mark}@example.ng`;
      await bookThroughApi(page.request, `Settings Mail ${mark}`, undefined, email);
      const mail = await mailTo(email);
      for (const body of [mail.text, mail.html]) expect(body).toContain(phone);

      await page.goto("/privacy-policy");
      await expect(page.getByText(privacy)).toBeVisible();

      await page.goto("/admin-dashboard/activity");
      await expect(page.getByText("Updated the settings (Privacy and terms)").first()).toBeVisible();
    } finally {
      await restore(page.request, before);
    }
  });

  test("a wrong phone number, map position and opening hours are shown beside their fields and nothing is saved", async ({
    ownAdminPage: page,
  }) => {
    const before = await savedSettings(page.request);
    try {
      await page.goto(screen);
      await openSection(page, "Business details");
      const number = page.getByRole("group", { name: "Phone 1" }).getByLabel("Number");
      await number.fill("12345");
      const latitude = page.getByLabel("Latitude");
      const longitude = page.getByLabel("Longitude");
      await latitude.fill("91");
      await longitude.fill("-181");
      // The first open day of the week, open from evening to morning.
      await page.getByLabel("Opens").first().fill("18:00");
      await page.getByLabel("Closes").first().fill("08:00");
      await page.getByRole("button", { name: "Save business details" }).click();
      await expect(number).toHaveAttribute("aria-invalid", "true");
      await expect(number).toHaveAccessibleDescription(phoneNotValid);
      await expect(latitude).toHaveAccessibleDescription(latitudeNotValid);
      await expect(longitude).toHaveAccessibleDescription(longitudeNotValid);
      await expect(page.getByText(opensBeforeCloses)).toBeVisible();
      expect(await savedSettings(page.request)).toEqual(before);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await restore(page.request, before);
    }
  });

  test("the Regular visits discounts show on the booking form, and a frequency at 0 is not offered", async ({
    ownAdminPage: page,
  }) => {
    const before = await savedSettings(page.request);
    try {
      await page.goto(screen);
      await openSection(page, "Regular visits");
      await expect(page.getByText("0 hides that choice from the booking form.")).toBeVisible();
      const weekly = page.getByLabel("Weekly discount (%)");
      await weekly.fill("51");
      await page.getByRole("button", { name: "Save regular visits" }).click();
      await expect(weekly).toHaveAccessibleDescription(recurringDiscountNotValid("weekly"));
      expect(await savedSettings(page.request)).toEqual(before);

      await weekly.fill("0");
      await page.getByLabel("Every two weeks discount (%)").fill("7");
      await page.getByLabel("Monthly discount (%)").fill("12");
      await page.getByRole("button", { name: "Save regular visits" }).click();
      await expect(toasts(page).getByText("Regular visits saved.")).toBeVisible();
      const discounts = { weekly: 0, fortnightly: 7, monthly: 12 };
      expect((await savedSettings(page.request)).recurring).toEqual(discounts);

      await page.goto("/book");
      const often = page.getByRole("group", { name: "How often?" });
      await expect(often.getByRole("radio")).toHaveCount(3);
      await expect(often.getByRole("radio", { name: /^Weekly/ })).toHaveCount(0);
      await expect(
        often.getByRole("radio", { name: frequencyOption(discounts, "fortnightly") }),
      ).toBeVisible();
      await expect(often.getByRole("radio", { name: "Monthly (12% off every visit)" })).toBeVisible();
    } finally {
      await restore(page.request, before);
    }
  });

  test.describe("on a 412 px phone", () => {
    test.use({ viewport: { width: 412, height: 915 } });

    test("every section fits the screen, and an empty headline is refused beside it", async ({
      ownAdminPage: page,
    }) => {
      const before = await savedSettings(page.request);
      try {
        await page.goto(screen);
        for (const name of [
          "Business details",
          "Home page",
          "About",
          "FAQs",
          "Privacy and terms",
          "Social links",
          "Reminders and WhatsApp",
          "Regular visits",
          "Crew page",
        ]) {
          await openSection(page, name);
          const panel = await page.getByRole("tabpanel").boundingBox();
          expect(panel!.x + panel!.width, name).toBeLessThanOrEqual(412);
        }
        await openSection(page, "Home page");
        const headline = page.getByRole("group", { name: "Hero slide 1" }).getByLabel("Headline");
        await headline.fill("");
        await page.getByRole("button", { name: "Save home page" }).click();
        await expect(headline).toHaveAccessibleDescription("Headline is required");
        expect(await savedSettings(page.request)).toEqual(before);
      } finally {
        await restore(page.request, before);
      }
    });
  });
});
