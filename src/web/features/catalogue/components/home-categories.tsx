import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Category } from "~/shared/schemas/category";
import { PublicRotationControl } from "~/web/components/layouts/public-rotation-control";
import { useRotation } from "~/web/lib/use-rotation";
import { CategoryCard } from "./category-card";

export const cardImageIntervalMs = 3000;

/**
 * The home page's categories. Card pictures rotate together every 3 s under one pause control, and
 * the floating View All Services link shows only while the section is at least half in view.
 */
export function HomeCategories({ categories }: { categories: Category[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useHalfInView(sectionRef);
  const mostImages = Math.max(0, ...categories.map((category) => category.images?.length ?? 0));
  const rotation = useRotation(mostImages, cardImageIntervalMs);

  return (
    <section ref={sectionRef} aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="categories-heading" className="text-3xl font-bold text-slate-900">
            Our Services
          </h2>
          <p className="mt-2 text-slate-600">
            Cleaning and laundry for homes, offices and new builds across Lagos.
          </p>
        </div>
        {mostImages > 1 && (
          <PublicRotationControl
            paused={rotation.paused}
            onToggle={rotation.togglePaused}
            what="category images"
          />
        )}
      </div>
      {categories.length === 0 ? (
        <p className="mt-8 text-slate-600">Our services will be listed here shortly.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" {...rotation.pauseHandlers}>
          {categories.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} imageIndex={rotation.index} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
      {/* Left of the WhatsApp button, which holds the bottom-right corner. */}
      <Link
        to="/services"
        hidden={!inView}
        className="fixed right-[calc(5.25rem_+_env(safe-area-inset-right,0px))] bottom-[calc(1.25rem_+_env(safe-area-inset-bottom,0px))] z-30 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        View All Services
      </Link>
    </section>
  );
}

/**
 * Whether at least half of the element is in view. A section taller than two screens (nine cards
 * stacked on a phone) can never be half visible, so there it counts when it fills half the screen.
 */
function useHalfInView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const thresholds = Array.from({ length: 21 }, (_, i) => i / 20);
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[0]!;
        const viewport = entry.rootBounds?.height ?? window.innerHeight;
        const fillsHalfTheScreen = entry.intersectionRect.height >= viewport / 2;
        setInView(entry.isIntersecting && (entry.intersectionRatio >= 0.5 || fillsHalfTheScreen));
      },
      { threshold: thresholds },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
