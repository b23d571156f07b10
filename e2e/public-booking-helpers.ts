// Shared steps of the booking journeys (public-booking*.spec.ts, public-booking-status*.spec.ts).
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { todayInLagos } from "../src/shared/lagos-date.ts";
import { addDays, firstOpenWindow, weekdayOf } from "../src/shared/rules/availability.ts";
import type { Weekday } from "../src/shared/rules/settings.ts";
import type { AvailabilityDays } from "../src/shared/schemas/availability.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import type { Booking, CreatedBooking } from "../src/shared/schemas/booking.ts";
import type { Category } from "../src/shared/schemas/category.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { expect } from "./fixtures";

export const bookingDialogName = "Book a Cleaning Service";

/** A name no other test uses, so parallel journeys never see each other's bookings. */
export function uniqueName(first: string): string {
  return `${first} Test${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A calendar date `days` after today in Lagos, as YYYY-MM-DD. */
export function lagosDatePlus(days: number): string {
  const [y, m, d] = todayInLagos().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first window a customer can book, as the API now reports it, from `fromDays` days ahead on. */
export async function firstFreeWindow(request: APIRequestContext, fromDays = 0) {
  const response = await request.get(
    `/api/availability?from=${lagosDatePlus(fromDays)}&to=${lagosDatePlus(fromDays + 61)}`,
  );
  expect(response.ok()).toBe(true);
  return firstOpenWindow(((await response.json()) as AvailabilityDays).days)!;
}

export type Catalogue = { categories: Category[]; services: Service[] };

export async function loadCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const [categories, services] = await Promise.all([
    request.get("/api/categories/get").then((r) => r.json() as Promise<Category[]>),
    request.get("/api/services/get").then((r) => r.json() as Promise<Service[]>),
  ]);
  return { categories, services };
}

/** Categories that have at least `count` services, with those services. */
export function categoriesWithServices(catalogue: Catalogue, count = 1) {
  return catalogue.categories
    .map((category) => ({
      category,
      services: catalogue.services.filter((service) => service.category?._id === category._id),
    }))
    .filter((entry) => entry.services.length >= count);
}

/** Opens the dialog the way a visitor does: the Home page's Book For Cleaning Now button. */
export async function openBookingFromHome(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("link", { name: "Book For Cleaning Now" }).click();
  const dialog = page.getByRole("dialog", { name: bookingDialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Category")).toBeVisible();
  return dialog;
}

export async function fillCustomer(dialog: Locator, name: string): Promise<void> {
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Email").fill("customer@example.ng");
  await dialog.getByLabel("Phone Number").fill("0803 555 0100");
  await dialog.getByLabel("Address").fill("12 Admiralty Way, Lekki, Lagos");
  await dialog.getByLabel("Preferred Date").fill(lagosDatePlus(2));
  await dialog.getByLabel("Preferred Time").selectOption("afternoon");
}

/** The booking form's own message, told apart from a toast shown inside the open dialog. */
export function formAlert(dialog: Locator): Locator {
  return dialog.getByRole("alert").and(dialog.page().locator(":not(.Toastify__toast)"));
}

/**
 * A booking made through the API for the first free window three days or more ahead, so its manage page
 * (`manageUrl`) still offers to move and cancel it.
 */
export async function bookChangeableThroughApi(
  request: APIRequestContext,
  customerName: string,
): Promise<CreatedBooking> {
  const visit = await firstFreeWindow(request, 3);
  return (await bookThroughApi(request, customerName, undefined, undefined, visit)) as CreatedBooking;
}

/** A booking made straight through the API, as another customer would. */
export async function bookThroughApi(
  request: APIRequestContext,
  customerName: string,
  coupon?: { code: string; discount: number },
  email = "customer@example.ng",
  visit: { date: string; window: string } = { date: lagosDatePlus(1), window: "morning" },
): Promise<Booking> {
  const catalogue = await loadCatalogue(request);
  const service = catalogue.services.find((candidate) => candidate.category)!;
  const response = await request.post("/api/bookings/create", {
    data: {
      customerName,
      email,
      phone: "0803 555 0100",
      address: "12 Admiralty Way, Lekki, Lagos",
      services: [{ _id: service._id, name: service.name, price: service.price }],
      totalPrice: bookingTotal([service.price], coupon?.discount ?? 0),
      couponCode: coupon?.code ?? null,
      couponDiscount: `${coupon?.discount ?? 0}%`,
      couponApplied: coupon?.code ?? null,
      preferredDate: visit.date,
      preferredTime: visit.window,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/** Picks the first service of the first category that has one; returns its price. */
export async function pickAService(page: Page, dialog: Locator): Promise<number> {
  const { category, services } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
  await dialog.getByLabel("Category").selectOption({ label: category.name });
  await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
  return services[0]!.price;
}

/** A coupon of 15% with a single use, made by the admin (the page must be signed in). */
export async function createOneUseCoupon(page: Page): Promise<string> {
  const code = `ONCE${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const created = await page.request.post("/api/coupons/create", {
    data: {
      code,
      discount: 15,
      description: "One use",
      active: true,
      expirationDate: lagosDatePlus(30),
      usageLimit: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

/** The next date, from tomorrow, that falls on `day`. */
export function nextWeekday(day: Weekday): string {
  let date = lagosDatePlus(1);
  while (weekdayOf(date) !== day) date = addDays(date, 1);
  return date;
}

/** Whether each of `date`'s windows is open, as the availability API answers. */
export async function openWindows(request: APIRequestContext, date: string): Promise<boolean[]> {
  const answer = await request.get(`/api/availability?from=${date}&to=${date}`);
  return ((await answer.json()) as AvailabilityDays).days[0]!.windows.map((window) => window.open);
}
