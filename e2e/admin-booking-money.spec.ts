// A coupon's discount in Booking Details: the amount taken off in naira beside the
// percentage, at desktop and phone widths.
import type { Page } from "@playwright/test";
import { bookingTotal } from "../src/shared/pricing.ts";
import type { Booking } from "../src/shared/schemas/booking.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { uniqueMark, uniquePhone } from "./admin-bookings-helpers";
import { expect, skipUnlessProjectOf, test } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";

/** Two catalogue services that together cost ₦105,000, as a customer could book them. */
async function servicesWorth105000(page: Page): Promise<Service[]> {
  const services = ((await (await page.request.get("/api/services/get")).json()) as Service[]).filter(
    (service) => service.category && service.price > 0,
  );
  for (const [i, first] of services.entries()) {
    const second = services.slice(i + 1).find((service) => first.price + service.price === 105_000);
    if (second) return [first, second];
  }
  throw new Error("The demo catalogue has no two services that cost ₦105,000 together");
}

/** A 10% coupon made by the admin, its code starting LAGOS10. */
async function createLagos10(page: Page, mark: string): Promise<string> {
  const code = `LAGOS10-${mark.toUpperCase()}`;
  const created = await page.request.post("/api/coupons/create", {
    data: { code, discount: 10, description: "10% off", active: true, expirationDate: lagosDatePlus(30) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

async function showsTheDiscount(page: Page) {
  const mark = uniqueMark();
  const code = await createLagos10(page, mark);
  const services = await servicesWorth105000(page);
  const response = await page.request.post("/api/bookings/create", {
    data: {
      customerName: `Bisi Coupon${mark}`,
      email: `bisi.${mark}@example.ng`,
      phone: uniquePhone(),
      address: "3 Akin Adesola Street, Victoria Island, Lagos",
      notes: "",
      services: services.map(({ _id, name, price }) => ({ _id, name, price })),
      totalPrice: bookingTotal(
        services.map((service) => service.price),
        10,
      ),
      couponCode: code,
      couponApplied: code,
      preferredTime: "morning",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as Booking;

  await page.goto("/admin-dashboard/bookings-management");
  await page.getByLabel("Search bookings").fill(booking.bookingId);
  // The customer's name opens the booking; the phone number beside it calls.
  await page
    .getByRole("row", { name: `Booking ${booking.bookingId} by ${booking.customerName}` })
    .getByText(booking.customerName, { exact: true })
    .click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByText("₦105,000", { exact: true })).toBeVisible();
  const line = details.getByText(`${code}: −₦10,500 (10%)`, { exact: true });
  await expect(line).toBeVisible();
  await expect(details.getByText("₦94,500", { exact: true })).toBeVisible();
  // The line fits the dialog: nothing runs off its side.
  const [lineBox, dialogBox] = [await line.boundingBox(), await details.boundingBox()];
  expect(lineBox!.x + lineBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
}

test.describe("a coupon in Booking Details", () => {
  test("shows the amount taken off in naira beside the percentage", async ({ adminPage: page }) => {
    await showsTheDiscount(page);
  });
});

test.describe("a coupon in Booking Details on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 } });
  test.beforeEach(() => skipUnlessProjectOf("phone"));

  test("shows the amount taken off in naira beside the percentage", async ({ adminPage: page }) => {
    await showsTheDiscount(page);
  });
});
