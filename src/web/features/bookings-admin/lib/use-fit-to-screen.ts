import { useLayoutEffect, type RefObject } from "react";

/** Below this width the list is cards in the page's own scroll, with no box of its own. */
const tableFromPx = 576;
/** Room kept under the box for the page controls. */
const roomBelowPx = 104;
/** The box never gets shorter than this, however small the window. */
const leastHeightPx = 320;

/**
 * Keeps a scrolling box within the window below where it starts, so its sideways scrollbar is on screen
 * without scrolling the page. Measured again when the window or the box's width changes.
 */
export function useFitToScreen(box: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => {
      if (element.clientWidth < tableFromPx) {
        element.style.maxHeight = "";
        return;
      }
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.maxHeight = `${Math.max(leastHeightPx, window.innerHeight - top - roomBelowPx)}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    window.addEventListener("resize", fit);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", fit);
    };
  }, [box]);
}
