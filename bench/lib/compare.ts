import type { LoadResult } from "./http-load.ts";
import type { PageResult } from "./lighthouse.ts";
import { measurePage, peerUrl } from "./peer.ts";
import type { SlowLoadResult } from "./slow-network.ts";

/** One home page's figures in the side-by-side comparison: medians of `runs` runs. */
export type HomeFigures = {
  url: string;
  lighthouse: {
    performance: number | null;
    fcpMs: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
    totalBytes: number | null;
    jsBytes: number | null;
  };
  slowPhone: { firstPaintMs: number | null; lcpMs: number | null };
  requestsPerSecond: number | null;
  /** Each run as measured, in order, for a look at the spread. */
  runs: { lighthouse: PageResult[]; slowPhone: SlowLoadResult[]; load: LoadResult[] };
  errors: string[];
};

/** `cpuSlowdown`: Lighthouse's CPU slowdown of both sides' runs (absent in runs before it was an option: 4). */
export type PeerComparison = { runs: number; cpuSlowdown?: number; ours: HomeFigures; peer: HomeFigures };

const minute = 60_000;

function median(values: (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2
    ? (known[middle] as number)
    : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
}

function emptyFigures(url: string): HomeFigures {
  return {
    url,
    lighthouse: {
      performance: null,
      fcpMs: null,
      lcpMs: null,
      tbtMs: null,
      totalBytes: null,
      jsBytes: null,
    },
    slowPhone: { firstPaintMs: null, lcpMs: null },
    requestsPerSecond: null,
    runs: { lighthouse: [], slowPhone: [], load: [] },
    errors: [],
  };
}

/**
 * Our home page and the peer's, measured alternately with the same client (ours, then the peer's,
 * `runs` times for each measurement), so both see the same machine at nearly the same moment:
 * Lighthouse's mobile preset, the really throttled phone, then `load.seconds` of HTTP load.
 */
export async function comparePeer(
  oursUrl: string,
  options: { runs: number; cpuSlowdown: number; load: { connections: number; seconds: number } },
): Promise<PeerComparison> {
  const ours = emptyFigures(oursUrl);
  const peer = emptyFigures(peerUrl);
  const sides: [HomeFigures, boolean][] = [
    [ours, false],
    [peer, true],
  ];
  const attempt = async <T>(side: HomeFigures, inPeer: boolean, args: string[], timeoutMs: number) => {
    try {
      return await measurePage<T>(inPeer, [...args.slice(0, 1), side.url, ...args.slice(1)], timeoutMs);
    } catch (error) {
      side.errors.push(error instanceof Error ? error.message.split("\n")[0]! : String(error));
      return null;
    }
  };

  for (let run = 1; run <= options.runs; run++) {
    for (const [side, inPeer] of sides) {
      const args = ["lighthouse", String(options.cpuSlowdown)];
      const page = await attempt<PageResult>(side, inPeer, args, 4 * minute);
      if (page) side.runs.lighthouse.push(page);
      console.log(
        `  ${inPeer ? "peer" : "ours"} lighthouse ${run}/${options.runs}: ` +
          (page
            ? (page.error ??
              `performance ${page.performance}, FCP ${page.fcpMs?.toFixed(0)} ms, TBT ${page.tbtMs?.toFixed(0)} ms`)
            : "failed"),
      );
    }
  }
  for (let run = 1; run <= options.runs; run++) {
    for (const [side, inPeer] of sides) {
      const slow = await attempt<SlowLoadResult>(side, inPeer, ["slow"], 3 * minute);
      if (slow) side.runs.slowPhone.push(slow);
      console.log(
        `  ${inPeer ? "peer" : "ours"} slow phone ${run}/${options.runs}: ` +
          (slow
            ? (slow.error ??
              `first paint ${slow.firstPaintMs?.toFixed(0)} ms, LCP ${slow.lcpMs?.toFixed(0)} ms`)
            : "failed"),
      );
    }
  }
  const { connections, seconds } = options.load;
  for (let run = 1; run <= options.runs; run++) {
    for (const [side, inPeer] of sides) {
      const args = ["load", String(connections), String(seconds)];
      const load = await attempt<LoadResult>(side, inPeer, args, seconds * 1000 + minute);
      if (load) side.runs.load.push(load);
      console.log(
        `  ${inPeer ? "peer" : "ours"} load ${run}/${options.runs}: ${load ? `${load.requestsPerSecond} req/s` : "failed"}`,
      );
    }
  }

  for (const [side] of sides) {
    const pages = side.runs.lighthouse.filter((page) => !page.error);
    side.lighthouse = {
      performance: median(pages.map((p) => p.performance)),
      fcpMs: median(pages.map((p) => p.fcpMs)),
      lcpMs: median(pages.map((p) => p.lcpMs)),
      tbtMs: median(pages.map((p) => p.tbtMs)),
      totalBytes: median(pages.map((p) => p.totalBytes)),
      jsBytes: median(pages.map((p) => p.jsBytes)),
    };
    const slow = side.runs.slowPhone.filter((r) => !r.error);
    side.slowPhone = {
      firstPaintMs: median(slow.map((r) => r.firstPaintMs)),
      lcpMs: median(slow.map((r) => r.lcpMs)),
    };
    side.requestsPerSecond = median(side.runs.load.map((r) => r.requestsPerSecond));
  }
  return { runs: options.runs, cpuSlowdown: options.cpuSlowdown, ours, peer };
}
