import { telHref, whatsappHref } from "../lib/phone-links";

function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-4 w-4 shrink-0" fill="currentColor">
      <path d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.1-.6-5.9-1.7l-.4-.3-3.8 1.2 1.2-3.7-.3-.4a10.4 10.4 0 0 1-1.7-5.7C5.1 10 10 5.3 16 5.3S26.9 10 26.9 15.8 22 26.4 16 26.4zm6-7.8c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2-.2.3-.8 1-1 1.2-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6c.2-.2.2-.3.3-.6.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.4c.2.2 2.4 3.6 5.8 5 2.9 1.1 3.4.9 4.1.8.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.1-.3-.2-.6-.4z" />
    </svg>
  );
}

/**
 * Tap to call, and tap to chat on WhatsApp; neither opens the booking. Each is a 44 px tap target, except
 * in the wide table (an `@xl` container), where a mouse points at them.
 */
export function PhoneLinks({ phone }: { phone: string }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 @xl:mt-0 @xl:gap-1.5">
      <a
        href={telHref(phone)}
        aria-label={`Call ${phone}`}
        className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-brand-700 underline-offset-4 hover:underline @xl:min-h-0 @xl:text-xs @xl:font-normal @xl:text-slate-600"
      >
        {phone}
      </a>
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp ${phone}`}
        title="Chat on WhatsApp"
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-[#1a7f4b] ring-1 ring-[#1a7f4b]/40 hover:bg-emerald-50 @xl:min-h-0 @xl:p-0.5 @xl:ring-0"
      >
        <WhatsAppIcon />
        <span className="@xl:hidden">WhatsApp</span>
      </a>
    </span>
  );
}
