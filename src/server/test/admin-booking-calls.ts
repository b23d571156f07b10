// The calls the admin's booking tests make again and again: a new booking as a customer would make it,
// and the admin's status changes on it.
import { expect } from "vitest";
import type { Booking } from "../../shared/schemas/booking.ts";
import { bookingPayload, type SeededService } from "./booking-fixtures.ts";
import type { TestApp } from "./test-app.ts";

export function adminBookingCalls(t: TestApp, cookie: string, services: SeededService[]) {
  return {
    /** A booking of the first two seeded services, made through the public API. */
    async newBooking(customerName = "Emeka Nwosu"): Promise<Booking> {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!, services[1]!], { customerName }),
      });
      expect(response.statusCode).toBe(201);
      return response.json();
    },
    setStatus: (id: string, status: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/bookings/update-status/${id}/${status}`,
        headers: { cookie },
      }),
    cancel: (id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/bookings/delete/${id}`, headers: { cookie } }),
    /** What the customer's status lookup answers. */
    publicStatus: async (bookingId: string) =>
      (await t.app.inject({ url: `/api/bookings/status/${bookingId}` })).json(),
  };
}
