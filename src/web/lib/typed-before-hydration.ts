import { useLayoutEffect, useRef } from "react";

/**
 * For a server-rendered form whose fields React controls. On a slow phone a visitor can fill it in before
 * the page's script runs (public pages start their scripts once painted: docs/decisions/040). Hydration
 * keeps what the fields hold, but React's next render would put its own state back and lose it. So, once
 * the form is mounted, the fields as they stand are handed to `adopt`, before anything renders again.
 * Returns the ref for the <form>.
 */
export function useTypedBeforeHydration(adopt: (typed: FormData) => void) {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (form.current) adopt(new FormData(form.current));
    // Once, when mounted: after that every change goes through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}
