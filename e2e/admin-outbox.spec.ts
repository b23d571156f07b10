// The owner's Outbox, at 1280 px and on a 412 px phone: the mail a booking and its confirmation wrote is
// listed as sent, to whom and when; the Failed tab of a new site says that nothing has failed.
import { outboxEmpty, outboxRetentionNote } from "../src/shared/rules/outbox";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { onTheEmptySite } from "./empty-site";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test.describe("admin outbox", () => {
  test("lists each message a booking's changes wrote, as sent to the customer", async ({
    adminPage: page,
  }) => {
    const mark = uniqueMark();
    const email = `outbox-${mark}@example.ng`;
    const booking = await createBooking(page.request, { customerName: `Outbox ${mark}`, email });
    expect((await page.request.put(`/api/bookings/update-status/${booking._id}/confirmed`)).ok()).toBe(true);

    await page.goto("/admin-dashboard/outbox");
    await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
    await expect(page.getByText(outboxRetentionNote)).toBeVisible();
    const sent = page.getByRole("tab", { name: /^Sent \(\d+\)$/ });
    // The worker sends within moments; the screen reloads its tab when asked.
    await expect(async () => {
      await sent.click();
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByText(`Booking ${booking.bookingId} confirmed`, { exact: true })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    const item = page.getByRole("listitem").filter({ hasText: `Booking ${booking.bookingId} confirmed` });
    await expect(item).toContainText(`To ${email}`);
    await expect(item).toContainText("Booking confirmed · written");
    await expect(item).toContainText(/Sent \d/);
    await expect(item.getByRole("button", { name: "Retry" })).toHaveCount(0);
    await expect(
      page.getByRole("listitem").filter({ hasText: `Your booking ${booking.bookingId} with` }),
    ).toContainText(`To ${email}`);
    await expectNoSeriousA11yViolations(page);
  });
});

// On the shared demo site another test may leave a failed message (Today's count of failed texts does), so
// the empty Failed tab is read where nothing is ever sent.
test.describe("admin outbox on a new site", () => {
  onTheEmptySite();

  test("the Failed tab says that nothing has failed", async ({ adminPage: page }) => {
    await page.goto("/admin-dashboard/outbox");
    await page.getByRole("tab", { name: /^Failed/ }).click();
    await expect(page.getByText(outboxEmpty.failed)).toBeVisible();
  });
});
