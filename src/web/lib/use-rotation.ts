import { useCallback, useEffect, useState } from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/**
 * The index of the item to show in anything that rotates on a timer (hero, card images,
 * testimonials), made accessible (WCAG 2.2.2): it pauses while hovered or focused,
 * can be paused and played by the user, and does not rotate at all for reduced motion.
 * It also stands still while the region is out of view: a turn nobody sees would still re-render
 * its cards, a few milliseconds each time on a budget phone, every few seconds.
 * Spread `pauseHandlers` on the rotating region (it carries the ref that watches the region).
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [inView, setInView] = useState(true);

  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Every browser that runs the site's script has IntersectionObserver (Chrome 58, Safari 12.1).
  const watchRegion = useCallback((region: HTMLElement | null) => {
    if (!region) return;
    const observer = new IntersectionObserver((entries) => setInView(entries[0]!.isIntersecting));
    observer.observe(region);
    return () => observer.disconnect();
  }, []);

  const playing = count > 1 && !userPaused && !hovered && !focused && !reducedMotion && inView;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  const safeIndex = count > 0 ? index % count : 0;
  const goTo = useCallback((next: number) => setIndex(count > 0 ? (next + count) % count : 0), [count]);

  return {
    index: safeIndex,
    goTo,
    next: () => goTo(safeIndex + 1),
    previous: () => goTo(safeIndex - 1),
    /** Whether the user (or reduced motion) has stopped it: drives the pause/play control's label. */
    paused: userPaused || reducedMotion,
    togglePaused: () => setUserPaused((paused) => !paused),
    // A tap on a phone is not a hover, and focus that a click or tap leaves on the Play button is not
    // keyboard focus: counting either would keep the rotation still after the user pressed Play.
    pauseHandlers: {
      ref: watchRegion,
      onPointerEnter: (event: React.PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
      onFocus: (event: React.FocusEvent) => setFocused(isKeyboardFocus(event.target)),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    // A browser without :focus-visible: treat all focus as keyboard focus, the safe side for pausing.
    return true;
  }
}
