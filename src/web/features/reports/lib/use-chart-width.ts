import { useEffect, useRef, useState } from "react";

/** The width a chart is drawn at before its box is measured: a phone's. */
export const defaultChartWidth = 360;

/**
 * The width of the box a chart is drawn in, followed as it changes, so that the SVG's units are the
 * screen's pixels: its words keep their size on a phone and on a wide screen alike.
 */
export function useChartWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(defaultChartWidth);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
