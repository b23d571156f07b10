import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint";

// The shape React Router renders: module preloads in the head, one inline module script in the body.
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/home-B.js" nonce="n1"/><style>p{}</style></head><body><p>Hello</p><script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">import * as route0 from "/assets/home-B.js";
import("/assets/entry.client-A.js");</script></body></html>`;

describe("scriptsAfterPaint", () => {
  const rewritten = scriptsAfterPaint(page, 2_500);

  it("leaves no module preload in the head, so nothing is fetched before the page paints", () => {
    expect(rewritten).not.toMatch(/<link rel="modulepreload"/);
    expect(rewritten).toContain("<style>p{}</style></head>");
  });

  it("keeps the module script where it was, now starting the same code and preloads later", () => {
    const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script><\/body>/.exec(rewritten);
    expect(script).not.toBeNull();
    const starter = script?.[1] ?? "";
    expect(starter).toContain(JSON.stringify(["/assets/entry.client-A.js", "/assets/home-B.js"]));
    expect(starter).toContain(
      JSON.stringify('import * as route0 from "/assets/home-B.js";\nimport("/assets/entry.client-A.js");'),
    );
    expect(starter).toContain('"first-contentful-paint"');
    expect(starter).toContain("Promise.all([painted, loaded]).then(start)");
    expect(starter).toContain("setTimeout(start, 2500)");
    expect(rewritten).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it("escapes every closing tag in the code it carries, so none can end the script early", () => {
    const withTag = page.replace('import("/assets/entry.client-A.js");', 'const tag = "</b>";');
    const starter = /type="module" async="">([\s\S]*)<\/script><\/body>/.exec(
      scriptsAfterPaint(withTag),
    )?.[1];
    expect(starter).toContain("<\\/b>");
    expect(starter).not.toContain("</");
  });

  it("returns a page without React Router's script unchanged", () => {
    const plain = "<html><head></head><body><p>Plain</p></body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
