import { mapEmbedLink } from "~/shared/rules/settings";
import { fullAddress, useSiteSettings } from "~/web/lib/site-settings";

/** The office on Google Maps; lazy, so it costs nothing until scrolled to. */
export function PublicMap({ className = "" }: { className?: string }) {
  const { business } = useSiteSettings();
  return (
    <iframe
      src={mapEmbedLink(business.map.query)}
      title={`Map showing our office: ${fullAddress(business)}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={`h-80 w-full rounded-2xl border-0 bg-slate-100 ${className}`}
    />
  );
}
