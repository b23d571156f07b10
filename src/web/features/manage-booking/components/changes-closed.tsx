import { telLink } from "~/shared/rules/settings";
import type { BusinessSettings } from "~/shared/schemas/settings";

/** Once online changes have closed: the API's words, and the business's phone and WhatsApp to tap. */
export function ChangesClosed({
  message,
  business,
  whatsappHref,
}: {
  message: string;
  business: BusinessSettings;
  whatsappHref: string;
}) {
  const phone = business.phones[0]?.number;
  return (
    <section aria-label="Changes" className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-amber-950">{message}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {phone && (
          <a
            href={telLink(phone)}
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            Call {phone}
          </a>
        )}
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="min-h-11 rounded-lg bg-[#1c7a43] px-4 py-3 text-center font-semibold text-white hover:bg-[#155f34]"
        >
          WhatsApp {business.whatsapp}
        </a>
      </div>
    </section>
  );
}
