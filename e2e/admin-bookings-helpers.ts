// Shared steps of the dashboard journeys (admin-bookings*.spec.ts, admin-dashboard*.spec.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import type { TimeWindow } from "../src/shared/booking-status.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import type { Booking } from "../src/shared/schemas/booking.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { expect } from "./fixtures";

/** A mark no other test uses, so parallel journeys only ever look at their own records. */
export function uniqueMark(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Ten random digits: a phone number no other test books with. */
export function uniquePhone(): string {
  return `080${Math.floor(1e7 + Math.random() * 9e7)}`;
}

export type BookingOverrides = {
  customerName: string;
  email?: string;
  phone?: string;
  notes?: string;
  preferredDate?: string;
  /** Afternoon unless told. */
  preferredTime?: TimeWindow;
};

/**
 * A booking made through the public API, as a customer would, with real services at their real prices
 * (the first bookable one, or the first `serviceCount`).
 */
export async function createBooking(
  request: APIRequestContext,
  overrides: BookingOverrides,
  serviceCount = 1,
): Promise<Booking> {
  const catalogue = (await (await request.get("/api/services/get")).json()) as Service[];
  const services = catalogue
    .filter((candidate) => candidate.category && candidate.price > 0)
    .slice(0, serviceCount);
  const response = await request.post("/api/bookings/create", {
    data: {
      email: "customer@example.ng",
      phone: uniquePhone(),
      address: "12 Admiralty Way, Lekki, Lagos",
      notes: "",
      services: services.map((service) => ({ _id: service._id, name: service.name, price: service.price })),
      totalPrice: bookingTotal(services.map((service) => service.price)),
      preferredTime: "afternoon",
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/** The staff's bookings list, with a search typed when one is given. */
export async function openBookings(page: Page, search?: string) {
  await page.goto("/admin-dashboard/bookings-management");
  await expect(page.getByRole("heading", { name: "Bookings Management" })).toBeVisible();
  if (search) await searchFor(page, search);
}

/** Types a search and waits for the server's answer to it (the list asks once typing pauses). */
export async function searchFor(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/bookings/get" &&
      new URL(response.url()).searchParams.get("q") === text.trim(),
  );
  await page.getByLabel("Search bookings").fill(text);
  await answered;
}

/** A booking's row in the list's table. */
export const rowOf = (page: Page, booking: Booking) =>
  page.getByRole("row", { name: `Booking ${booking.bookingId} by ${booking.customerName}` });
