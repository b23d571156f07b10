// WhatsApp from Booking Details, at 1280 px and on a 412 px phone: the owner words the messages in
// Settings, staff open a chat with the customer with one tap, and the booking's history notes who opened
// which message.
import type { APIRequestContext } from "@playwright/test";
import { noticeFor } from "../src/shared/rules/notices";
import type { SiteSettings } from "../src/shared/schemas/settings";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { onTheSettingsSite } from "./settings-site";

// The owner's words are site settings: on the settings site, one test after another.
onTheSettingsSite();

async function settings(request: APIRequestContext): Promise<SiteSettings> {
  return (await (await request.get("/api/settings")).json()) as SiteSettings;
}

test("the owner's On our way words open WhatsApp to the customer, and the tap is in the history", async ({
  ownAdminPage: page,
}) => {
  const before = await settings(page.request);
  // wa.me is outside this machine: a tap must never reach it from a test.
  await page.context().route(/^https:\/\/wa\.me\//, (route) => route.abort());
  try {
    await page.goto("/admin-dashboard/settings");
    await page.getByRole("tab", { name: "Reminders and WhatsApp" }).click();
    const words = "Hello {name}, {business} here: we are on our way for {bookingId}.";
    await page.getByLabel("On our way message").fill(words);
    await page.getByLabel("Reminder mail, the day before the visit, at").fill("18:15");
    await page.getByRole("button", { name: "Save reminders and WhatsApp messages" }).click();
    await expect(page.getByText("Reminders and WhatsApp saved.")).toBeVisible();
    const saved = await settings(page.request);
    expect(saved.notices).toMatchObject({ reminderTime: "18:15", whatsapp: { onTheWay: words } });

    const mark = uniqueMark();
    const booking = await createBooking(page.request, { customerName: `Kemi ${mark}` });
    await page.goto("/admin-dashboard/bookings-management");
    await page.getByLabel("Search bookings").fill(booking.bookingId);
    await page.getByRole("row", { name: new RegExp(`Booking ${booking.bookingId} by`) }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    const onTheWay = details.getByRole("link", { name: "On our way" });
    const text = noticeFor(words, booking, saved.business.name);
    expect(text).toBe(`Hello Kemi, ${saved.business.name} here: we are on our way for ${booking.bookingId}.`);
    await expect(onTheWay).toHaveAttribute(
      "href",
      `https://wa.me/234${booking.phone.slice(1)}?text=${encodeURIComponent(text)}`,
    );
    for (const name of ["Confirmed", "Completed", "Reminder"]) {
      await expect(details.getByRole("link", { name })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await onTheWay.click();
    const history = details.getByRole("list", { name: "Booking history" });
    await expect(history.getByRole("listitem").last()).toContainText("WhatsApp message opened: On our way");
  } finally {
    const response = await page.request.put("/api/settings", { data: { notices: before.notices } });
    expect(response.ok()).toBe(true);
  }
});
