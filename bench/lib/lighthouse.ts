import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type PageResult = {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  totalBytes: number | null;
  jsBytes: number | null;
  error?: string;
};

// The flags of playwright.config.ts, headless: no background traffic competes with the page.
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const perPageTimeoutMs = 120_000;

/**
 * Lighthouse's default (mobile) preset, simulated slow 4G and 4x CPU slowdown, on each page in turn
 * in one Chromium.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  log: (line: string) => void = console.log,
): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  const results: PageResult[] = [];
  try {
    for (const path of paths) {
      const started = Date.now();
      let result = await auditPage(chrome.port, baseUrl, path);
      // Chromium now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try.
      if (result.error) result = await auditPage(chrome.port, baseUrl, path);
      results.push(result);
      const last = results.at(-1) as PageResult;
      log(
        `  lighthouse ${path}: ${last.error ?? `performance ${last.performance}`} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function auditPage(port: number, baseUrl: string, path: string): Promise<PageResult> {
  const empty: PageResult = {
    path,
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    fcpMs: null,
    lcpMs: null,
    cls: null,
    totalBytes: null,
    jsBytes: null,
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(baseUrl + path, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${perPageTimeoutMs / 1000} s`)),
        perPageTimeoutMs,
      );
    });
    const result = await Promise.race([run, timeout]);
    const lhr = result?.lhr;
    if (!lhr) return { ...empty, error: "no report" };
    if (lhr.runtimeError) return { ...empty, error: lhr.runtimeError.message };
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === "number" ? Math.round(value * 100) : null;
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const requests = (
      lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined
    )?.items;
    const jsBytes = requests
      ? requests
          .filter((item) => item.resourceType === "Script")
          .reduce((sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0)
      : null;
    return {
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      totalBytes: numeric("total-byte-weight"),
      jsBytes,
    };
  } catch (error) {
    return { ...empty, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
