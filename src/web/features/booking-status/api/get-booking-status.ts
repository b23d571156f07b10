import type { BookingStatusResult } from "~/shared/schemas/booking";
import { api } from "~/web/lib/api-client";

/**
 * A lookup the customer asks for; never cached, the status may change at any time. The ID is one
 * formatBookingId made ("CL-" and Crockford base32), so it needs no escaping in the path.
 */
export const getBookingStatus = (bookingId: string) =>
  api.get<BookingStatusResult>(`/bookings/status/${bookingId}`);
