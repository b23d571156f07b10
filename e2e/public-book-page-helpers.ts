// Shared steps of the booking page's journeys without script (public-book-*.spec.ts).
import type { Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { Booking } from "../src/shared/schemas/booking.ts";
import { expect } from "./fixtures";
import type { AdminAccount } from "./own-admin";
import { categoriesWithServices, lagosDatePlus, loadCatalogue } from "./public-booking-helpers";

export const customer = {
  email: "noscript@example.ng",
  phone: "0803 555 0199",
  address: "4 Adeola Odeku Street, Victoria Island, Lagos",
};

/** A category with at least two services, and its first two. */
export async function bookableServices(page: Page) {
  const { category, services } = categoriesWithServices(await loadCatalogue(page.request), 2)[0]!;
  const [first, second] = services as [(typeof services)[0], (typeof services)[0]];
  return { category, first, second };
}

/** Matches an accessible name that starts with `text` (a checkbox's is the service's name and price). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The booking page's form. */
export function bookingForm(page: Page): Locator {
  return page.getByRole("form", { name: "Booking form" });
}

/** Fills the customer's fields, the date (in three days) and the afternoon window. */
export async function fillBookingForm(form: Locator, name: string, phone = customer.phone): Promise<void> {
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(customer.email);
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("Address").fill(customer.address);
  await form.getByLabel("Preferred Date").fill(lagosDatePlus(3));
  await form.getByLabel("Preferred Time").selectOption("afternoon");
}

/** Nothing the customer typed is in the address bar: only the Book link's ids may be. */
export function expectNoDetailsInUrl(page: Page, typed: string[]): void {
  const url = decodeURIComponent(page.url());
  for (const value of typed) expect(url).not.toContain(value);
  for (const name of new URL(page.url()).searchParams.keys()) expect(["category", "service"]).toContain(name);
}

/** The page's answer to the next post of the booking form. */
export function nextPost(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/book" && response.request().method() === "POST",
  );
}

/** The bookings stored for a customer name, as the staff's own API lists them (signed in apart from the page). */
export async function storedBookings(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  account: AdminAccount,
  name: string,
): Promise<Booking[]> {
  const staff = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await staff.post("/api/user/login", {
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.ok()).toBe(true);
    const response = await staff.get(`/api/bookings/get?q=${encodeURIComponent(name)}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as Booking[]).filter((booking) => booking.customerName === name);
  } finally {
    await staff.dispose();
  }
}
