// The crew page's service worker, scoped to /crew/ (docs/decisions/049-crew-pages.md). It answers the crew
// page, its script and its manifest from the network when it can and from the last copy when it cannot.
// It keeps nothing else: no dashboard, no public page, no API answer is ever stored by it.
/// <reference lib="webworker" />
const worker = self as unknown as ServiceWorkerGlobalScope;
const pageCache = "crew-page-v1";

const kept = (url: URL) => url.origin === worker.location.origin && url.pathname.startsWith("/crew/");

worker.addEventListener("install", () => void worker.skipWaiting());
worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== pageCache).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || !kept(url)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(pageCache);
      try {
        const response = await fetch(event.request);
        if (response.ok) await cache.put(url.pathname, response.clone());
        // A renewed link: its old copy goes too.
        if (response.status === 404) await cache.delete(url.pathname);
        return response;
      } catch (error) {
        const copy = await cache.match(url.pathname);
        if (copy) return copy;
        throw error;
      }
    })(),
  );
});
