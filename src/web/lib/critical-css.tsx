import { createContext, useContext, useState } from "react";
import { useNonce } from "./nonce";

/**
 * The styles of a public page's first screen (src/web/styles/critical.css, compiled by the build),
 * inlined in the page's head so the first paint needs no other file (docs/decisions/015). Only the
 * server has them (entry.server.tsx provides them); the browser reads them back from the page, so
 * hydration renders the same element and the scripts do not carry the styles a second time.
 */
export const CriticalCssContext = createContext<string | undefined>(undefined);

const elementId = "critical-css";

// Kept once read, so a public page reached from the dashboard (which has no such element) still gets
// the styles without a flash.
let readBack: string | undefined;

function fromPage(): string {
  if (typeof document === "undefined") return "";
  readBack ??= document.getElementById(elementId)?.textContent ?? undefined;
  return readBack ?? "";
}

export function CriticalStyle() {
  const nonce = useNonce();
  const fromServer = useContext(CriticalCssContext);
  const [css] = useState(() => fromServer ?? fromPage());
  return <style id={elementId} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
