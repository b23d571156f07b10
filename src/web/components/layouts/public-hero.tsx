import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useRotation } from "~/web/lib/use-rotation";
import { PublicBookLink } from "./public-book-link";
import { PublicPicture } from "./public-picture";
import { PublicRotationControl } from "./public-rotation-control";

export const heroIntervalMs = 5000;
export const heroImageSizes = "100vw";
/** The box a slide's picture fills: the shipped pictures' own size. */
export const heroImageBox = { width: 1280, height: 720 };

/**
 * The home page's slider: the slides of the settings, one every 5 s. The first slide's picture is in the server's
 * HTML and preloaded, so the largest paint never waits for JavaScript; the other pictures are only
 * requested a moment after the page has loaded, so they never compete with it.
 */
export function PublicHero() {
  const { business, home } = useSiteSettings();
  const heroSlides = home.heroSlides;
  const rotation = useRotation(heroSlides.length, heroIntervalMs);
  const later = useAfterPageLoad();

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate overflow-hidden bg-brand-900"
      {...rotation.pauseHandlers}
    >
      <div className="mx-auto flex min-h-[30rem] max-w-6xl flex-col justify-end px-4 pt-20 pb-8 md:min-h-[34rem]">
        {/* Every slide's text shares one grid cell, so the block is as tall as the longest and never
            overlaps the buttons; the pictures fill the whole section behind it. */}
        <div className="grid">
          {heroSlides.map((slide, i) => {
            const current = i === rotation.index;
            const fade = `transition-opacity duration-700 ${current ? "opacity-100" : "opacity-0"}`;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${heroSlides.length}`}
                aria-hidden={!current}
                inert={!current}
                className="col-start-1 row-start-1"
              >
                <div className={`absolute inset-0 -z-10 ${fade}`}>
                  {(i === 0 || later) && (
                    <PublicPicture
                      picture={slide.image}
                      sizes={heroImageSizes}
                      box={heroImageBox}
                      priority={i === 0}
                      className="h-full w-full object-cover"
                    />
                  )}
                  <div className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/60 to-slate-950/20" />
                </div>
                <div className={fade}>
                  <p className="max-w-2xl text-3xl font-extrabold text-white drop-shadow md:text-5xl">
                    {slide.headline}
                  </p>
                  <p className="mt-3 max-w-xl text-base text-slate-100 md:text-lg">{slide.text}</p>
                </div>
              </div>
            );
          })}
        </div>
        <h1 className="sr-only">{`${business.name}: ${business.tagline}`}</h1>
        <div className="mt-6 flex flex-wrap gap-3">
          <PublicBookLink className="rounded-lg bg-accent-400 px-5 py-3 font-bold text-slate-900 hover:bg-accent-500">
            Book For Cleaning Now
          </PublicBookLink>
          <Link
            to="/check-booking-status"
            className="rounded-lg border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            Check Booking Status
          </Link>
        </div>
        <div className="mt-6 flex items-center gap-3">
          <PublicRotationControl
            paused={rotation.paused}
            onToggle={rotation.togglePaused}
            what="slideshow"
            tone="dark"
          />
          <div className="flex gap-1">
            {heroSlides.map((_slide, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === rotation.index}
                onClick={() => rotation.goTo(i)}
                className="flex h-11 w-8 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${i === rotation.index ? "w-6 bg-white" : "w-2.5 bg-white/60"}`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** True shortly after the page's load event: for pictures nobody sees in the first seconds. */
function useAfterPageLoad(delayMs = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    const start = () => {
      timer = window.setTimeout(() => setReady(true), delayMs);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(timer);
    };
  }, [delayMs]);
  return ready;
}
