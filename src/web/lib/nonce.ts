import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page. The server provides it while rendering; in the browser it is read back
 * from the page's own scripts (the DOM hides the attribute but keeps the property), so hydration
 * renders the same value.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined) return fromServer;
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
