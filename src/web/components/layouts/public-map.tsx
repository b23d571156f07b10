import { useEffect, useRef, useState } from "react";
import { mapEmbedLink, mapLink, openMapLabel } from "~/shared/rules/settings";
import { fullAddress, useSiteSettings } from "~/web/lib/site-settings";

// How near the viewport (in px) the map starts loading, so it is there by the time it is scrolled to.
const loadAhead = "300px";

/**
 * The office on Google Maps. The embedded map costs a few hundred KB from Google, so it loads only when
 * it is about to be seen (`loading="lazy"` alone starts it over a thousand pixels early, on every phone).
 * Until then, and where no script runs, the card links to the map, which a phone opens in its maps app.
 */
export function PublicMap({ className = "" }: { className?: string }) {
  const { business } = useSiteSettings();
  const card = useRef<HTMLAnchorElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = card.current;
    if (!element || near || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: loadAhead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const box = `h-80 w-full rounded-2xl border-0 bg-slate-100 ${className}`;
  const address = fullAddress(business);
  if (near) {
    return (
      <iframe
        src={mapEmbedLink(business.map.query)}
        title={`Map showing our office: ${address}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={box}
      />
    );
  }
  return (
    <a
      ref={card}
      href={mapLink(business.map.query)}
      target="_blank"
      rel="noopener noreferrer"
      className={`${box} flex flex-col items-center justify-center gap-2 px-6 text-center text-slate-700`}
    >
      <span>{address}</span>
      <span className="font-semibold text-brand-700 underline">{openMapLabel}</span>
    </a>
  );
}
