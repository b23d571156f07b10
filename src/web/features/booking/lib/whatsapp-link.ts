import { site, whatsappLink } from "~/web/content/site";

/** "Send on WhatsApp" after a booking (DECISIONS.md B3): a chat with the business, pre-filled with the ID. */
export function whatsappBookingLink(bookingId: string): string {
  return whatsappLink(
    `Hello ${site.shortName}, I have just booked a cleaning service. My booking ID is ${bookingId}.`,
  );
}
