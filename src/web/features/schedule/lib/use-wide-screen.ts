import { useSyncExternalStore } from "react";

/** Tailwind's `lg`: from here the board stands crews side by side; narrower, it lists one day. */
const wide = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(wide);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True on a screen of `lg` width or more; the server, which has no screen, renders the phone's board. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wide).matches,
    () => false,
  );
}
