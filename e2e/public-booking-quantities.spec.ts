// A laundry order priced by quantity and area (docs/decisions/048-pricing-by-quantity-and-area.md): the
// booking page asks how many shirts and which area, shows each line and the travel fee in the total, and
// the server books what the page showed, with and without script. Run on the settings site: the travel
// fees are the business's settings, which every other page reads.
import type { APIRequestContext } from "@playwright/test";
import type { Booking } from "../src/shared/schemas/booking.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import type { SiteSettings } from "../src/shared/schemas/settings.ts";
import {
  bookedLine,
  discountSparesTravelFee,
  howManyOf,
  quantityOutOfBounds,
  travelLine,
} from "../src/shared/rules/pricing.ts";
import { expect, test } from "./fixtures";
import { bookingForm, fillBookingForm, storedBookings } from "./public-book-page-helpers";
import { loadCatalogue, uniqueName } from "./public-booking-helpers";
import { waitForApp } from "./public-helpers";
import { onTheSettingsSite } from "./settings-site";

onTheSettingsSite();

async function business(request: APIRequestContext) {
  return ((await (await request.get("/api/settings")).json()) as SiteSettings).business;
}

test("a laundry order of 12 shirts to Lekki totals lines and the travel fee, with and without script", async ({
  ownAdminPage: page,
  ownAdmin,
  playwright,
  baseURL,
  browser,
}, testInfo) => {
  // The travel fees are the settings site's business settings: one project changes them, not two at once.
  test.skip(testInfo.project.name !== "phone", "the phone (412 px) run is the one that changes the settings");
  test.slow();
  const before = await business(page.request);
  const { categories } = await loadCatalogue(page.request);
  const category = categories[0]!;
  const name = uniqueName("Shirts ironed");
  let service: Service | undefined;
  try {
    const made = await page.request.post("/api/services/create", {
      data: {
        name,
        description: "Washed, ironed and folded.",
        price: 500,
        category: category._id,
        images: [],
        unit: "item",
        minQuantity: 1,
        maxQuantity: 50,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    service = (await made.json()) as Service;
    const saved = await page.request.put("/api/settings", {
      data: { business: { ...before, travelFees: [{ area: "Lekki", fee: 2500 }] } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    // With script: the − and + stepper, the area, and the total with its travel line.
    const customer = uniqueName("Laundry");
    await page.goto(`/book?category=${category._id}&service=${service._id}`);
    await waitForApp(page);
    const form = bookingForm(page);
    const quantity = form.getByLabel(howManyOf("item", name));
    await expect(quantity).toHaveValue("1");
    await form.getByRole("button", { name: `One more item of ${name}` }).click();
    await expect(quantity).toHaveValue("2");
    await quantity.fill("12");
    await expect(form.getByTestId("booking-total")).toHaveText("₦6,000");
    await fillBookingForm(form, customer);
    await form.getByLabel("Area").selectOption("Lekki");
    await expect(form.getByText("Travel to Lekki")).toBeVisible();
    await expect(form.getByTestId("booking-travel-fee")).toHaveText("₦2,500");
    await expect(form.getByTestId("booking-total")).toHaveText("₦8,500");
    await expect(form.getByText(discountSparesTravelFee)).toBeVisible();
    await form.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText(bookedLine({ name, quantity: 12, unit: "item", price: 500 }))).toBeVisible();
    await expect(page.getByText(travelLine("Lekki", 2500))).toBeVisible();
    const [booked] = (await storedBookings(playwright, baseURL!, ownAdmin, customer)) as [Booking];
    expect(booked).toMatchObject({
      services: [{ name, price: 500, quantity: 12, unit: "item" }],
      area: "Lekki",
      travelFee: 2500,
      totalPrice: 8500,
    });

    // Without script: a plain number input posts with the ticked service, the area select with it.
    const plain = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 412, height: 915 },
    });
    try {
      const noScript = await plain.newPage();
      const other = uniqueName("Laundry");
      await noScript.goto(`/book?category=${category._id}&service=${service._id}`);
      const plainForm = bookingForm(noScript);
      await expect(plainForm.getByRole("button", { name: `One more item of ${name}` })).toHaveCount(0);
      // Beyond the most: refused by the server with the service's name and bounds, nothing booked.
      await plainForm.getByLabel(howManyOf("item", name)).fill("51");
      await fillBookingForm(plainForm, other);
      await plainForm.getByLabel("Area").selectOption("Lekki");
      await plainForm.getByRole("button", { name: "Book Now" }).click();
      await expect(bookingForm(noScript).getByRole("alert").first()).toContainText(
        quantityOutOfBounds({ name, unit: "item", minQuantity: 1, maxQuantity: 50 }),
      );
      expect(await storedBookings(playwright, baseURL!, ownAdmin, other)).toHaveLength(0);
      await bookingForm(noScript).getByLabel(howManyOf("item", name)).fill("3");
      await bookingForm(noScript).getByRole("button", { name: "Book Now" }).click();
      await expect(
        noScript.getByText(bookedLine({ name, quantity: 3, unit: "item", price: 500 })),
      ).toBeVisible();
      const [plainBooked] = (await storedBookings(playwright, baseURL!, ownAdmin, other)) as [Booking];
      expect(plainBooked).toMatchObject({
        services: [{ name, quantity: 3 }],
        area: "Lekki",
        travelFee: 2500,
        totalPrice: 4000,
      });
    } finally {
      await plain.close();
    }
  } finally {
    await page.request.put("/api/settings", { data: { business: before } });
    if (service) await page.request.delete(`/api/services/delete/${service._id}`);
  }
});
