import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** From this width (Tailwind's `lg`) the sidebar always shows, so the folding menu has no use. */
const wideScreen = "(min-width: 64rem)";

/**
 * The dashboard menu that folds away on narrow screens: whether it is open, the button that opens it and
 * the panel it opens. It closes on Escape, on any navigation (a link chosen, even the current page's), and
 * when the screen grows wide enough to show the sidebar. Opening moves focus into the panel; closing
 * gives it back to the button, so a keyboard user is never left on a hidden element.
 */
export function useAdminMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(close, [location.key, close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const wide = window.matchMedia(wideScreen);
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", close);
    panelRef.current?.querySelector<HTMLElement>("[data-menu-focus]")?.focus();
    const button = buttonRef.current;
    return () => {
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", close);
      // Only when the button can take focus: on a wide screen it is hidden.
      if (button && button.offsetParent !== null) button.focus();
    };
  }, [open, close]);

  return { open, openMenu: () => setOpen(true), close, buttonRef, panelRef };
}
