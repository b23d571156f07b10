import { useEffect, useState } from "react";

/** How long the second tap is awaited before the button reads as before. */
export const secondTapMs = 4000;

/**
 * A button that acts on its second tap: the first one arms it (its words say what the next tap does),
 * and it disarms by itself after a few seconds. Used where a change cannot be taken back.
 */
export function useSecondTap<T extends string>() {
  const [armed, setArmed] = useState<T | null>(null);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(null), secondTapMs);
    return () => clearTimeout(timer);
  }, [armed]);
  /** True when this tap is the second: act now. */
  const tap = (what: T): boolean => {
    if (armed === what) {
      setArmed(null);
      return true;
    }
    setArmed(what);
    return false;
  };
  return { armed, tap };
}
