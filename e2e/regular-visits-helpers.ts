// Shared steps of the regular-visits journeys (regular-visits.spec.ts, admin-regular-visits.spec.ts).
import type { APIRequestContext } from "@playwright/test";
import { bookingTotal } from "../src/shared/pricing.ts";
import type { CreatedBooking } from "../src/shared/schemas/booking.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import type { SiteSettings } from "../src/shared/schemas/settings.ts";
import { uniqueMark } from "./admin-bookings-helpers";
import { expect } from "./fixtures";

/** A weekly booking as the API takes it, priced with the owner's weekly discount. */
export async function bookWeekly(request: APIRequestContext, date: string): Promise<CreatedBooking> {
  const [service] = ((await (await request.get("/api/services/get")).json()) as Service[]).filter(
    (candidate) => candidate.category && candidate.price > 0,
  );
  const { recurring } = (await (await request.get("/api/settings")).json()) as SiteSettings;
  const response = await request.post("/api/bookings/create", {
    data: {
      customerName: `Weekly Customer${uniqueMark()}`,
      email: "weekly@example.ng",
      phone: "+234 803 555 0101",
      address: "4 Bourdillon Road, Ikoyi, Lagos",
      notes: "",
      services: [{ _id: service!._id, name: service!.name, price: service!.price }],
      totalPrice: bookingTotal([service!.price], recurring.weekly),
      preferredDate: date,
      preferredTime: "afternoon",
      frequency: "weekly",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedBooking;
}
