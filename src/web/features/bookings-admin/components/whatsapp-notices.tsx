import { noticeFor, whatsappNoticeLabels, whatsappNotices } from "~/shared/rules/notices";
import type { Booking } from "~/shared/schemas/booking";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useRecordWhatsapp } from "../api/record-whatsapp";
import { whatsappHref } from "../lib/phone-links";

type WhatsappNoticesProps = { booking: Booking };

/**
 * One tap opens WhatsApp to the customer with the owner's message for the moment (Settings, Reminders and
 * WhatsApp) filled in for this booking; staff only press send. No paid messaging service is involved.
 */
export function WhatsappNotices({ booking }: WhatsappNoticesProps) {
  const { notices, business } = useSiteSettings();
  const record = useRecordWhatsapp(booking._id);
  return (
    <div className="border-t border-slate-100 py-3">
      <p className="mb-2 text-sm font-medium text-slate-600">Send on WhatsApp</p>
      <div className="flex flex-wrap gap-2">
        {whatsappNotices.map((notice) => {
          const text = noticeFor(notices.whatsapp[notice], booking, business.name);
          return (
            <a
              key={notice}
              href={`${whatsappHref(booking.phone)}?text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
              // The link opens WhatsApp whatever happens here; a failed note is not worth stopping it for.
              onClick={() => record.mutate(notice)}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-[#1a7f4b] ring-1 ring-[#1a7f4b]/40 hover:bg-emerald-50"
            >
              {whatsappNoticeLabels[notice]}
            </a>
          );
        })}
      </div>
    </div>
  );
}
