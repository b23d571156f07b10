// What `npm run bench` prints, and the results file it writes: bench/results/<UTC date and time>.json,
// e.g. 2026-11-24T1330Z.json (the latest file is the latest run). Its keys, which other scripts read
// (the README's table is made from the latest file), stay plain and stable:
//
//   startedAt        ISO date and time the run started
//   machine          cores, CPU, memory, Node and Chromium versions, as one line
//   rateLimitScale   how far the rate limits were lifted out of the load's way
//   cpuSlowdown      Lighthouse's simulated CPU slowdown (`--cpu-slowdown`; 4 by default, as Lighthouse's)
//   pageCache        whether the home page was served from the page cache
//   firstLoadJs      the home page's first-load JavaScript: routeId, chain, files [{file, gzipBytes}],
//                    gzipBytes (the total), adminModules (must be empty)
//   pages            Lighthouse, mobile preset, per public page: path, performance, accessibility,
//                    bestPractices, seo (0-100), fcpMs, lcpMs, cls, tbtMs, totalBytes, jsBytes,
//                    cpuSlowdown, mainThread [{group, ms}] and bootup [{url, totalMs, scriptingMs}] (the
//                    largest five of Lighthouse's main-thread breakdown and script bootup), longTasks
//                    [{url, startMs, ms}] (the tasks over 50 ms, in order); error if it failed
//   slowLoads        the really throttled phone per page: path, runs, firstPaintMs, lcpMs, hydratedMs
//                    (medians)
//   loads            HTTP load per URL: name, url, requestsPerSecond, p50Ms, p99Ms, non2xx, errors,
//                    cpuMsPerRequest, ratioToBare
//   bookings         booking creation per database: database, clients, seconds, created,
//                    bookingsPerSecond, p50Ms, p99Ms, errors, missing, peakRssMb
//   peakRssMb        the server's peak resident memory over the whole SQLite run, in MB
//   peer             null without --peer; else { runs, cpuSlowdown, ours, peer }, each side (our home
//                    page, the WordPress peer's) with: url; lighthouse {performance, fcpMs, lcpMs, tbtMs, totalBytes,
//                    jsBytes}; slowPhone {firstPaintMs, lcpMs}; requestsPerSecond (all medians of
//                    `runs`, measured alternately); runs {lighthouse, slowPhone, load} (each run as
//                    measured); errors (the runs that failed)
//   rows             the printed table: measure, figure, goal, meets (true, false or null)
import type { BookingLoadResult } from "./bookings.ts";
import type { PeerComparison } from "./compare.ts";
import type { LoadResult } from "./http-load.ts";
import type { PageResult } from "./lighthouse.ts";
import type { SlowLoadResult } from "./slow-network.ts";

export type Row = { measure: string; figure: string; goal: string; meets: boolean | null };

const kb = (bytes: number | null) => (bytes === null ? "?" : `${Math.round(bytes / 1024)} KB`);
const seconds = (ms: number | null | undefined) => (ms == null ? "?" : `${(ms / 1000).toFixed(2)} s`);
const milliseconds = (ms: number | null | undefined) => (ms == null ? "?" : `${Math.round(ms)} ms`);

export function lighthouseRows(pages: PageResult[]): Row[] {
  return pages.map((page) => {
    if (page.error)
      return { measure: `Lighthouse ${page.path}`, figure: `failed: ${page.error}`, goal: "", meets: false };
    const home = page.path === "/";
    const meets =
      (page.performance ?? 0) >= 95 &&
      page.accessibility === 100 &&
      page.bestPractices === 100 &&
      page.seo === 100 &&
      (page.lcpMs ?? Infinity) <= 1500 &&
      (page.cls ?? Infinity) <= 0.02 &&
      (page.tbtMs ?? 0) <= 100 &&
      (!home || (page.totalBytes ?? Infinity) <= 250 * 1024);
    return {
      measure: `Lighthouse mobile${page.cpuSlowdown ? ` ${page.cpuSlowdown}x CPU` : ""} ${page.path}`,
      figure:
        `${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}, LCP ${seconds(page.lcpMs)}, ` +
        `TBT ${milliseconds(page.tbtMs)}, CLS ${page.cls?.toFixed(3) ?? "?"}, ${kb(page.totalBytes)} (JS ${kb(page.jsBytes)})`,
      goal: `≥95/100/100/100, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02${home ? ", ≤ 250 KB" : ""}`,
      meets,
    };
  });
}

export function slowNetworkRows(results: SlowLoadResult[]): Row[] {
  return results.map((r) => ({
    measure: `Slow 4G for real ${r.path}`,
    figure: r.error
      ? `failed: ${r.error}`
      : `first paint ${seconds(r.firstPaintMs)}, LCP ${seconds(r.lcpMs)}, hydrated ${seconds(r.hydratedMs)} (median of ${r.runs})`,
    goal: "",
    meets: r.error ? false : null,
  }));
}

export function loadRows(results: LoadResult[]): Row[] {
  return results.map((r) => {
    const ratio = r.ratioToBare === undefined ? "" : `, ${r.ratioToBare.toFixed(2)}x bare`;
    const failures = r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : "";
    let goal = "";
    let meets: boolean | null = null;
    if (r.name === "GET / (cached HTML)") {
      goal = "≥ 2,000 req/s";
      meets = r.requestsPerSecond >= 2000 && r.non2xx + r.errors === 0;
    } else if (r.name.includes("/api/services") || r.name.includes("/api/categories")) {
      goal = "≥ 0.8x bare";
      meets = (r.ratioToBare ?? 0) >= 0.8 && r.non2xx + r.errors === 0;
    }
    return {
      measure: r.name,
      figure:
        `${r.requestsPerSecond.toLocaleString("en")} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${ratio}, ` +
        `${r.cpuMsPerRequest ?? "?"} ms CPU/request${failures}`,
      goal,
      meets,
    };
  });
}

export function bookingRows(results: BookingLoadResult[]): Row[] {
  return results.flatMap((r) => {
    if (r.skipped)
      return [
        { measure: `Bookings (${r.database})`, figure: `skipped: ${r.skipped}`, goal: "", meets: false },
      ];
    return [
      {
        measure: `Bookings, ${r.clients} clients for ${r.seconds} s (${r.database})`,
        figure:
          `${r.bookingsPerSecond}/s (${r.created} created), p50 ${r.p50Ms?.toFixed(0)} ms, p99 ${r.p99Ms?.toFixed(0)} ms, ` +
          `${r.errors} errors, ${r.missing} missing afterwards`,
        goal: "hundreds/s, 0 errors, 0 missing",
        meets: r.bookingsPerSecond >= 100 && r.errors === 0 && r.missing === 0,
      },
      {
        measure: `Server peak RSS during bookings (${r.database})`,
        figure: r.peakRssMb === null ? "?" : `${r.peakRssMb.toFixed(0)} MB`,
        goal: "< 200 MB",
        meets: r.peakRssMb !== null && r.peakRssMb < 200,
      },
    ];
  });
}

/** One Markdown table, so the README can show it as printed. */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((row) => [
    row.measure,
    row.figure,
    row.goal,
    row.meets === null ? "" : row.meets ? "yes" : "NO",
  ]);
  const header = ["Measure", "Result", "Goal", "Met"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] as number)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

/** Our home page beside the WordPress peer's, as one Markdown table. */
export function formatPeerTable(
  comparison: PeerComparison,
  ours: { homeJsBytes: number; peakRssMb: number | null },
): string {
  const { ours: us, peer } = comparison;
  const number = (value: number | null) => (value === null ? "?" : Math.round(value).toLocaleString("en"));
  // Runs from before TBT was recorded (no tbtMs at all) keep the table they were shown with.
  const tbtRow: [string, string, string][] =
    us.lighthouse.tbtMs === undefined
      ? []
      : [["Lighthouse TBT", milliseconds(us.lighthouse.tbtMs), milliseconds(peer.lighthouse.tbtMs)]];
  const rows: [string, string, string][] = [
    ["Lighthouse performance", number(us.lighthouse.performance), number(peer.lighthouse.performance)],
    ["Lighthouse FCP", seconds(us.lighthouse.fcpMs), seconds(peer.lighthouse.fcpMs)],
    ["Lighthouse LCP", seconds(us.lighthouse.lcpMs), seconds(peer.lighthouse.lcpMs)],
    ...tbtRow,
    ["Lighthouse bytes", kb(us.lighthouse.totalBytes), kb(peer.lighthouse.totalBytes)],
    ["Lighthouse JavaScript bytes", kb(us.lighthouse.jsBytes), kb(peer.lighthouse.jsBytes)],
    ["Throttled phone first paint", seconds(us.slowPhone.firstPaintMs), seconds(peer.slowPhone.firstPaintMs)],
    ["Throttled phone LCP", seconds(us.slowPhone.lcpMs), seconds(peer.slowPhone.lcpMs)],
    ["Requests/s", number(us.requestsPerSecond), number(peer.requestsPerSecond)],
    ["Home first-load JavaScript (gzip)", `${(ours.homeJsBytes / 1024).toFixed(1)} KB`, ""],
    ["Server peak RSS", ours.peakRssMb === null ? "?" : `${ours.peakRssMb.toFixed(0)} MB`, ""],
  ];
  const failures = [...us.errors.map((e) => `ours: ${e}`), ...peer.errors.map((e) => `peer: ${e}`)];
  // Runs from before the slowdown was an option (4x, Lighthouse's default) keep their header.
  const cpu = comparison.cpuSlowdown === undefined ? "" : ` (${comparison.cpuSlowdown}x CPU)`;
  const header: [string, string, string] = [`Home page${cpu}`, "This product", "Stock WordPress (peer)"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] as number)).join(" | ")} |`;
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    ...(failures.length
      ? ["", "Failed runs (left out of the medians):", ...failures.map((f) => `- ${f}`)]
      : []),
  ].join("\n");
}
