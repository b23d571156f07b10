import { fullAddress, mapEmbedUrl } from "~/web/content/site";

/** The office on Google Maps; lazy, so it costs nothing until scrolled to. */
export function PublicMap({ className = "" }: { className?: string }) {
  return (
    <iframe
      src={mapEmbedUrl()}
      title={`Map showing our office: ${fullAddress}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={`h-80 w-full rounded-2xl border-0 bg-slate-100 ${className}`}
    />
  );
}
