import type { BookingStatusResult } from "~/shared/schemas/booking";
import { api } from "~/web/lib/api-client";

/** A lookup the customer asks for; never cached, the status may change at any time. */
export const getBookingStatus = (bookingId: string) =>
  api.get<BookingStatusResult>(`/bookings/status/${encodeURIComponent(bookingId)}`);
