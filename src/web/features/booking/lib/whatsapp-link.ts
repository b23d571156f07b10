import type { BusinessSettings } from "~/shared/schemas/settings";
import { whatsappLink } from "~/web/lib/site-settings";

/** "Send on WhatsApp" after a booking: a chat with the business, pre-filled with the ID. */
export function whatsappBookingLink(business: BusinessSettings, bookingId: string): string {
  return whatsappLink(
    business,
    `Hello ${business.shortName}, I have just booked a cleaning service. My booking ID is ${bookingId}.`,
  );
}
