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
  /** Total Blocking Time, simulated at `cpuSlowdown`. */
  tbtMs: number | null;
  totalBytes: number | null;
  jsBytes: number | null;
  /** Lighthouse's CPU slowdown of this run (its default is 4; a budget Android is about 8). */
  cpuSlowdown: number;
  /** Where the main thread's time went: the largest groups (mainthread-work-breakdown), in ms. */
  mainThread: { group: string; ms: number }[];
  /** The scripts that took the most main-thread time (bootup-time): url, total and scripting ms. */
  bootup: { url: string; totalMs: number; scriptingMs: number }[];
  /**
   * The tasks that blocked the main thread (long-tasks, over 50 ms at `cpuSlowdown`), in order: the script
   * they are attributed to (or "Unattributable"), when they started and how long they took, in simulated ms.
   */
  longTasks: { url: string; startMs: number; ms: number }[];
  error?: string;
};

/** Lighthouse's own default: its mobile preset simulates a CPU four times slower than the machine's. */
export const defaultCpuSlowdown = 4;

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
 * Lighthouse's default (mobile) preset, simulated slow 4G and a CPU `cpuSlowdown` times slower (4 by
 * default, as Lighthouse's own), on each page in turn in one Chromium.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  log: (line: string) => void = console.log,
  cpuSlowdown = defaultCpuSlowdown,
): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  const results: PageResult[] = [];
  try {
    for (const path of paths) {
      const started = Date.now();
      let result = await auditPage(chrome.port, baseUrl, path, cpuSlowdown);
      // Chromium now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try.
      if (result.error) result = await auditPage(chrome.port, baseUrl, path, cpuSlowdown);
      results.push(result);
      const last = results.at(-1) as PageResult;
      log(
        `  lighthouse ${path}: ${last.error ?? `performance ${last.performance}, TBT ${last.tbtMs?.toFixed(0)} ms`} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}

type AuditItems = { items?: Record<string, unknown>[] } | undefined;

async function auditPage(
  port: number,
  baseUrl: string,
  path: string,
  cpuSlowdown: number,
): Promise<PageResult> {
  const empty: PageResult = {
    path,
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    fcpMs: null,
    lcpMs: null,
    cls: null,
    tbtMs: null,
    totalBytes: null,
    jsBytes: null,
    cpuSlowdown,
    mainThread: [],
    bootup: [],
    longTasks: [],
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(baseUrl + path, {
      port,
      output: "json",
      logLevel: "error",
      // Merged into the mobile preset's simulated throttling: only the CPU's factor changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
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
    const items = (id: string) => (lhr.audits[id]?.details as AuditItems)?.items ?? [];
    // A script's address as the page's own path; "Unattributable" and other sites' addresses as they are.
    const scriptOf = (item: Record<string, unknown>) => String(item.url).replace(baseUrl, "");
    const requests = (lhr.audits["network-requests"]?.details as AuditItems)?.items;
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
      tbtMs: numeric("total-blocking-time"),
      totalBytes: numeric("total-byte-weight"),
      jsBytes,
      cpuSlowdown,
      mainThread: items("mainthread-work-breakdown")
        .slice(0, 5)
        .map((item) => ({
          group: String(item.groupLabel ?? item.group),
          ms: Math.round(Number(item.duration)),
        })),
      longTasks: items("long-tasks")
        .map((item) => ({
          url: scriptOf(item),
          startMs: Math.round(Number(item.startTime)),
          ms: Math.round(Number(item.duration)),
        }))
        .sort((a, b) => a.startMs - b.startMs),
      bootup: items("bootup-time")
        .slice(0, 5)
        .map((item) => ({
          url: scriptOf(item),
          totalMs: Math.round(Number(item.total)),
          scriptingMs: Math.round(Number(item.scripting)),
        })),
    };
  } catch (error) {
    return { ...empty, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
