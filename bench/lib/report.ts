import type { BookingLoadResult } from "./bookings.ts";
import type { LoadResult } from "./http-load.ts";
import type { PageResult } from "./lighthouse.ts";
import type { SlowLoadResult } from "./slow-network.ts";

export type Row = { measure: string; figure: string; goal: string; meets: boolean | null };

const kb = (bytes: number | null) => (bytes === null ? "?" : `${Math.round(bytes / 1024)} KB`);
const seconds = (ms: number | null) => (ms === null ? "?" : `${(ms / 1000).toFixed(2)} s`);

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
      (!home || (page.totalBytes ?? Infinity) <= 250 * 1024);
    return {
      measure: `Lighthouse mobile ${page.path}`,
      figure:
        `${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}, LCP ${seconds(page.lcpMs)}, ` +
        `CLS ${page.cls?.toFixed(3) ?? "?"}, ${kb(page.totalBytes)} (JS ${kb(page.jsBytes)})`,
      goal: `≥95/100/100/100, LCP ≤ 1.5 s, CLS ≤ 0.02${home ? ", ≤ 250 KB" : ""}`,
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
  const header = ["Measure", "Result", "Goal (DESIGN.md §7)", "Met"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] as number)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}
