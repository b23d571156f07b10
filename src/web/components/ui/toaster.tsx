import { useEffect, useState, type ComponentType } from "react";
import { onToastsWanted } from "~/web/lib/toast";

/**
 * Where the toasts show. The toast container and its library load when the first toast is wanted
 * (`~/web/lib/toast`), not with the page: most visits never raise one. A failed download (a dropped
 * phone connection) leaves the page without toasts, and the page itself keeps working.
 */
export function Toaster() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => {
      import("./toast-host").then(
        (module) => {
          if (active) setHost(() => module.ToastHost);
        },
        () => undefined,
      );
    };
    const unsubscribe = onToastsWanted(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return Host ? <Host /> : null;
}
