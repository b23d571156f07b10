// A customer's choice of no WhatsApp or no SMS for a booking (docs/decisions/046-message-channels.md), at
// 1280 and 412 px, with script and without: chosen on the booking form, seen and changed on the manage page.
import type { Page } from "@playwright/test";
import { changeOrCancelLabel } from "../src/shared/rules/booking.ts";
import {
  channelChoiceLabels,
  messageChoiceSaved,
  messageChoiceTitle,
  saveMessageChoice,
} from "../src/shared/rules/message-choice.ts";
import type { ManagedBooking } from "../src/shared/schemas/manage.ts";
import { expect, test } from "./fixtures";
import { bookableServices, bookingForm, fillBookingForm } from "./public-book-page-helpers";
import {
  categoriesWithServices,
  fillCustomer,
  loadCatalogue,
  openBookingFromHome,
  uniqueName,
} from "./public-booking-helpers";

/** What the API holds for the booking behind the manage page now open. */
async function storedChoice(page: Page) {
  const token = new URL(page.url()).pathname.split("/manage/")[1]!;
  const view = (await (await page.request.get(`/api/bookings/manage/${token}`)).json()) as ManagedBooking;
  return { whatsappOff: view.whatsappOff, smsOff: view.smsOff };
}

/** On the manage page: the boxes say what was chosen; the other one is turned off too and saved. */
async function changeOnManagePage(page: Page, chosen: "whatsappOff" | "smsOff") {
  const other = chosen === "whatsappOff" ? "smsOff" : "whatsappOff";
  const part = page.getByRole("form", { name: messageChoiceTitle });
  await expect(part.getByLabel(channelChoiceLabels[chosen])).toBeChecked();
  await expect(part.getByLabel(channelChoiceLabels[other])).not.toBeChecked();
  await part.getByLabel(channelChoiceLabels[other]).check();
  await part.getByLabel(channelChoiceLabels[chosen]).uncheck();
  await part.getByRole("button", { name: saveMessageChoice }).click();
  await expect(page.getByRole("status").filter({ hasText: messageChoiceSaved })).toBeVisible();
  expect(await storedChoice(page)).toEqual({ [chosen]: false, [other]: true });
  // Opened again (not reloaded: without script the page on screen is the answer to a post).
  await page.goto(new URL(page.url()).pathname);
  await expect(part.getByLabel(channelChoiceLabels[other])).toBeChecked();
  await expect(part.getByLabel(channelChoiceLabels[chosen])).not.toBeChecked();
}

test("with script: WhatsApp turned off in the booking dialog, then SMS instead on the manage page", async ({
  page,
}) => {
  // A booking, then two visits of the manage page: longer than one page's journey.
  test.slow();
  const dialog = await openBookingFromHome(page);
  const { category } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
  await dialog.getByLabel("Category").selectOption({ label: category.name });
  await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
  await fillCustomer(dialog, uniqueName("Kemi"));
  await dialog.getByLabel(channelChoiceLabels.whatsappOff).check();
  await dialog.getByRole("button", { name: "Book Now" }).click();
  const confirmation = page.getByRole("dialog", { name: "Booking Received" });
  await confirmation.getByRole("link", { name: changeOrCancelLabel, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Booking" })).toBeVisible();
  expect(await storedChoice(page)).toEqual({ whatsappOff: true, smsOff: false });
  await changeOnManagePage(page, "whatsappOff");
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("SMS turned off on /book, then WhatsApp instead on the manage page's plain form", async ({ page }) => {
    test.slow();
    const { category, first } = await bookableServices(page);
    await page.goto(`/book?category=${category._id}&service=${first._id}`);
    await fillBookingForm(bookingForm(page), uniqueName("Femi"));
    await bookingForm(page).getByLabel(channelChoiceLabels.smsOff).check();
    await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("main").getByRole("link", { name: changeOrCancelLabel, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Booking" })).toBeVisible();
    expect(await storedChoice(page)).toEqual({ whatsappOff: false, smsOff: true });
    await changeOnManagePage(page, "smsOff");
  });
});
