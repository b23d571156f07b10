// The calls the manage link's tests make: a booking as a customer makes it (with its link), and the three
// routes its secret opens.
import { expect } from "vitest";
import type { TimeWindow } from "../../shared/booking-status.ts";
import type { CreatedBooking } from "../../shared/schemas/booking.ts";
import { placesTakenIn } from "./availability.ts";
import { bookingPayload, type SeededService } from "./booking-fixtures.ts";
import type { TestApp } from "./test-app.ts";

export type NewBooking = CreatedBooking & { token: string };

export function manageCalls(t: TestApp, services: SeededService[]) {
  return {
    async book(date: string, window: TimeWindow = "morning"): Promise<NewBooking> {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!], { preferredDate: date, preferredTime: window }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const booking: CreatedBooking = response.json();
      return { ...booking, token: booking.manageUrl.split("/manage/")[1]! };
    },
    view: (token: string) => t.app.inject({ url: `/api/bookings/manage/${token}` }),
    reschedule: (token: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/bookings/manage/${token}/reschedule`, payload }),
    cancel: (token: string) => t.app.inject({ method: "POST", url: `/api/bookings/manage/${token}/cancel` }),
    /** Places taken in a window, as the availability table counts them. */
    taken: (date: string, window: TimeWindow) => placesTakenIn(t.app.db, date, window),
    async row(id: string) {
      return t.app.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    },
  };
}
