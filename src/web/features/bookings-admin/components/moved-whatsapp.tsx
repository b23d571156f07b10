import { noticeFor } from "~/shared/rules/notices";
import { movedWhatsappTemplate, sendMoveOnWhatsapp } from "~/shared/rules/schedule";
import type { Booking } from "~/shared/schemas/booking";
import { useSiteSettings } from "~/web/lib/site-settings";
import { whatsappHref } from "../lib/phone-links";

/** One tap opens WhatsApp to the customer with the booking's new day and window filled in. */
export function MovedWhatsapp({ booking }: { booking: Booking }) {
  const { business } = useSiteSettings();
  const text = noticeFor(movedWhatsappTemplate, booking, business.name);
  return (
    <a
      href={`${whatsappHref(booking.phone)}?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center rounded-full bg-[#1a7f4b] px-4 text-sm font-semibold text-white hover:bg-[#156b3f]"
    >
      {sendMoveOnWhatsapp}
    </a>
  );
}
