import { chromium, type Browser } from "@playwright/test";

export type SlowLoadResult = {
  path: string;
  runs: number;
  /** Medians over the runs, in ms from navigation start; null when a run failed. */
  firstPaintMs: number | null;
  lcpMs: number | null;
  hydratedMs: number | null;
  error?: string;
};

// Lighthouse's own figures for its slow 4G when it throttles for real ("devtools" throttling): the
// round trip of 150 ms times 3.75 for what a real network stack adds per request, 1.6 Mbit/s down
// less 10%, and the CPU four times slower.
const network = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const cpuSlowdown = 4;
// A mid-range Android phone's screen, as Lighthouse's mobile preset.
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

// Runs in the page before its own scripts. Hydration is over when the footer, the page's last
// element, belongs to React (React marks each element it has adopted with a `__reactFiber` key).
const recordTimings = `
  window.__timings = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__timings[entry.name] = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__timings.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  (function waitForHydration() {
    const footer = document.querySelector("footer");
    if (footer && Object.keys(footer).some((key) => key.startsWith("__reactFiber"))) {
      window.__timings.hydrated = performance.now();
    } else {
      setTimeout(waitForHydration, 5);
    }
  })();
`;

type Timings = { "first-contentful-paint"?: number; lcp?: number; hydrated?: number };

/**
 * Loads each page `runs` times in a fresh phone-sized context with an empty cache over a really
 * throttled network and CPU, and reports the median first paint, largest paint and end of hydration.
 * Lighthouse's default estimates these from a fast load instead; this is what such a phone sees.
 */
export async function runSlowNetworkLoads(
  baseUrl: string,
  paths: string[],
  runs = 3,
  log: (line: string) => void = console.log,
): Promise<SlowLoadResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--disable-quic", "--disable-background-networking"],
  });
  const results: SlowLoadResult[] = [];
  try {
    for (const path of paths) {
      const timings: Timings[] = [];
      let error: string | undefined;
      for (let run = 0; run < runs && !error; run++) {
        try {
          timings.push(await loadOnce(browser, baseUrl + path));
        } catch (caught) {
          error = caught instanceof Error ? caught.message.split("\n")[0] : String(caught);
        }
      }
      const median = (pick: (t: Timings) => number | undefined) => {
        const values = timings.map(pick).filter((v): v is number => typeof v === "number");
        if (error || values.length !== runs) return null;
        return values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
      };
      const result: SlowLoadResult = {
        path,
        runs,
        firstPaintMs: median((t) => t["first-contentful-paint"]),
        lcpMs: median((t) => t.lcp),
        hydratedMs: median((t) => t.hydrated),
        ...(error ? { error } : {}),
      };
      results.push(result);
      log(
        `  slow 4G ${path}: ${error ?? `first paint ${result.firstPaintMs?.toFixed(0)} ms, hydrated ${result.hydratedMs?.toFixed(0)} ms`}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function loadOnce(browser: Browser, url: string): Promise<Timings> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordTimings);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // Only our pages hydrate; a page without React Router (the WordPress peer) has nothing to wait for.
    if (await page.evaluate(() => "__reactRouterContext" in window)) {
      await page.waitForFunction(
        () => (window as unknown as { __timings: Timings }).__timings.hydrated !== undefined,
        null,
        { timeout: 60_000 },
      );
    }
    // The largest paint may still change just after hydration (a late image).
    await page.waitForTimeout(500);
    return await page.evaluate(() => (window as unknown as { __timings: Timings }).__timings);
  } finally {
    await context.close();
  }
}
