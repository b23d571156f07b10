import { confirmAndSendLabel } from "~/shared/rules/booking-actions";
import {
  noticeFor,
  whatsappNoticeLabels,
  whatsappNotices,
  type WhatsappNotice,
} from "~/shared/rules/notices";
import type { Booking } from "~/shared/schemas/booking";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useRecordWhatsapp } from "../api/record-whatsapp";
import { whatsappHref } from "../lib/phone-links";

type WhatsappNoticesProps = {
  booking: Booking;
  /** A confirmation is waiting its undo: "Confirmed" is about to be true. */
  confirming?: boolean;
  /** "Confirmed" was sent: the server confirmed a pending booking with it. */
  onConfirmedSent?: () => void;
};

/**
 * One tap opens WhatsApp to the customer with the owner's message for the moment (Settings, Reminders and
 * WhatsApp) filled in for this booking; staff only press send. No paid messaging service is involved. On a
 * pending booking, "Confirmed" confirms it as it opens (the server does both), so it is never untrue.
 */
export function WhatsappNotices({ booking, confirming = false, onConfirmedSent }: WhatsappNoticesProps) {
  const { notices, business } = useSiteSettings();
  const record = useRecordWhatsapp(booking._id);
  const confirmsToo = booking.status === "pending";
  const labelOf = (notice: WhatsappNotice) =>
    notice === "confirmed" && confirmsToo && !confirming ? confirmAndSendLabel : whatsappNoticeLabels[notice];
  return (
    <div className="border-t border-slate-100 py-3">
      <p className="mb-2 text-sm font-medium text-slate-600">Send on WhatsApp</p>
      <div className="flex flex-wrap gap-2">
        {whatsappNotices.map((notice) => {
          const text = noticeFor(notices.whatsapp[notice], booking, business.name);
          const next = notice === "confirmed" && (confirming || booking.status === "pending");
          return (
            <a
              key={notice}
              href={`${whatsappHref(booking.phone)}?text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
              // The link opens WhatsApp whatever happens here; a failed note is not worth stopping it for.
              onClick={() => {
                if (notice === "confirmed") onConfirmedSent?.();
                record.mutate(notice);
              }}
              className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium ring-1 ${
                next
                  ? "bg-[#1a7f4b] text-white ring-[#1a7f4b] hover:bg-[#156b3f]"
                  : "text-[#1a7f4b] ring-[#1a7f4b]/40 hover:bg-emerald-50"
              }`}
            >
              {labelOf(notice)}
            </a>
          );
        })}
      </div>
    </div>
  );
}
