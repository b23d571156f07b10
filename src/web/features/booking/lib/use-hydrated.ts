import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once its script runs: for controls
 * that only work with script (copy to the clipboard), or only matter without it (a button that asks
 * the server to work out a total the script keeps up to date by itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
