import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

const screen = "/admin-dashboard/activity";

test.describe("admin activity", () => {
  test("speaks like a person: each change names its record, never an id or a code word", async ({
    adminPage: page,
  }) => {
    const mark = uniqueMark().toUpperCase();
    const code = `LAGOS${mark}`;
    const title = `Lekki duplex ${mark}`;
    const customer = `Ada ${mark}`;

    const coupon = await (
      await page.request.post("/api/coupons/create", {
        data: { code, discount: 10, description: "", active: true, expirationDate: "2099-12-31" },
      })
    ).json();
    expect((await page.request.put(`/api/coupons/toggle/${coupon._id}/toggle`)).ok()).toBe(true);
    const work = await (
      await page.request.post("/api/past-works/create", {
        data: { title, description: "Cleaned after the builders left.", images: [] },
      })
    ).json();
    expect(
      (
        await page.request.put(`/api/past-works/update/${work._id}`, {
          data: { title, description: "Cleaned in two days after the builders left.", images: [] },
        })
      ).ok(),
    ).toBe(true);
    const booking = await createBooking(page.request, { customerName: customer });
    expect((await page.request.put(`/api/bookings/update-status/${booking._id}/confirmed`)).ok()).toBe(true);

    await page.goto(screen);
    const table = page.getByRole("table", { name: "Latest changes in the dashboard" });
    for (const sentence of [
      `Created coupon ${code} (10% off)`,
      `Deactivated coupon ${code}`,
      `Created past work ${title}`,
      `Updated past work ${title}`,
      `Confirmed booking ${booking.bookingId} for ${customer}`,
    ]) {
      await expect(table.getByRole("cell", { name: sentence, exact: true })).toBeVisible();
    }
    for (const id of [coupon._id, work._id, booking._id]) await expect(table).not.toContainText(id);
    await expect(table.getByRole("columnheader")).toHaveText(["When", "Who", "What"]);
    await expectNoSeriousA11yViolations(page);
  });
});
