// A public page works before any script runs (its forms post to the server), so its scripts wait until
// the page has loaded and painted: on a slow phone the page, its styles and its pictures get the whole
// connection first, and hydration follows (docs/decisions/040-scripts-after-paint.md).

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// React Router's one inline module script: it imports the page's route modules, then the client entry.
const routeModulesScript = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/**
 * What the module script runs instead: once the page has loaded and the browser has painted its content,
 * it preloads the modules in parallel, as the page's own links would have, and starts React Router's
 * script. A hidden tab never paints, so it starts at once; a page whose pictures take long starts after
 * `latestMs` anyway.
 */
function starter(code: string, modules: string[], latestMs: number): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll("</", "<\\/");
  return `const modules = ${json(modules)}, code = ${json(code)};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.nonce = document.querySelector("script[nonce]")?.nonce ?? "";
  script.textContent = code;
  document.body.append(script);
};
// The paint timing entry where the browser has one; otherwise the frame after the next one.
const painted = new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
});
const loaded = new Promise((resolve) =>
  document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true }),
);
Promise.all([painted, loaded]).then(start);
if (document.hidden) start();
setTimeout(start, ${latestMs});`;
}

/**
 * Rewrites a rendered public page so that no script is fetched before it has painted. The script element
 * stays where React Router rendered it (hydration finds it there); only what it runs changes. A page
 * without React Router's script is returned as it was.
 */
export function scriptsAfterPaint(html: string, latestMs = 3_000): string {
  const script = routeModulesScript.exec(html);
  if (!script) return html;
  const modules = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  const [whole, open, code, close] = script as unknown as [string, string, string, string];
  const withStarter = html.replace(whole, () => `${open}${starter(code, modules, latestMs)}${close}`);
  return withStarter.replace(modulePreload, "");
}
