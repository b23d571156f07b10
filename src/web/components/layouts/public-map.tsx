import { useEffect, useRef, useState } from "react";
import { mapEmbedLink, mapLink, openMapLabel } from "~/shared/rules/settings";
import { fullAddress, useSiteSettings } from "~/web/lib/site-settings";

// How near the viewport (in px) the map starts loading, so it is there by the time it is scrolled to.
const loadAhead = "300px";

/**
 * The office on Google Maps, with the address and a link to the map under it. The embedded map costs a
 * few hundred KB from Google, so it loads only when it is about to be seen (`loading="lazy"` alone starts
 * it over a thousand pixels early, on every phone), and only once Google answers: a frame that cannot
 * load shows the browser's error page, which says nothing. Until then, offline, where Google cannot be
 * reached and where no script runs, the address and the link are all there is, and a phone opens the
 * link in its maps app.
 */
export function PublicMap({ className = "" }: { className?: string }) {
  const { business } = useSiteSettings();
  const card = useRef<HTMLDivElement>(null);
  // Whether Google's map address answers: not known until the card is about to be seen.
  const [reachable, setReachable] = useState<boolean>();
  const embed = mapEmbedLink(business.map.query);

  useEffect(() => {
    // Every browser the build targets has IntersectionObserver.
    const element = card.current;
    if (!element) return;
    // Any answer of Google's counts; only a failed connection (offline, the host blocked) rejects.
    const tryMap = () =>
      fetch(embed, { method: "HEAD", mode: "no-cors" }).then(
        () => setReachable(true),
        () => setReachable(false),
      );
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void tryMap();
        // Back online, a map that could not load gets another chance.
        addEventListener("online", tryMap);
      },
      { rootMargin: loadAhead },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      removeEventListener("online", tryMap);
    };
  }, [embed]);

  const address = fullAddress(business);
  return (
    <div className={className}>
      {reachable && (
        <iframe
          src={embed}
          title={`Map showing our office: ${address}`}
          referrerPolicy="no-referrer-when-downgrade"
          className="mb-3 h-80 w-full rounded-2xl bg-slate-100"
        />
      )}
      <div
        ref={card}
        // Until it is known whether the map loads, the card holds its place.
        className={`flex flex-col items-center justify-center gap-1 rounded-2xl bg-slate-100 p-6 text-center text-slate-700 ${reachable === undefined ? "h-80" : ""}`}
      >
        <address className="not-italic">{address}</address>
        <a
          href={mapLink(business.map.query)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {openMapLabel}
        </a>
      </div>
    </div>
  );
}
