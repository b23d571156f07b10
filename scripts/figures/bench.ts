// The README's benchmark region: the latest bench/results/*.json, shown as `npm run bench` printed it
// (the same `formatTable`, and `formatPeerTable` for a run with `--peer`), with when and where it ran. Files are read defensively: a run written by an
// older or newer bench may lack a key, and one that cannot be read is passed over, never guessed at.
import fs from "node:fs";
import path from "node:path";
import type { PeerComparison } from "../../bench/lib/compare.ts";
import { formatPeerTable, formatTable, type Row } from "../../bench/lib/report.ts";

/** The WordPress comparison of a run with `--peer`, with our side's figures the table shows beside it. */
type PeerFigures = { comparison: PeerComparison; homeJsBytes: number; peakRssMb: number | null };

export type BenchResult = {
  file: string;
  startedAt: string;
  machine: string | null;
  rows: Row[];
  peer: PeerFigures | null;
};

function isRow(value: unknown): value is Row {
  const row = value as Partial<Row> | null;
  return (
    typeof row === "object" &&
    row !== null &&
    typeof row.measure === "string" &&
    typeof row.figure === "string" &&
    typeof row.goal === "string" &&
    (row.meets === null || typeof row.meets === "boolean")
  );
}

/** One results file, or the reason it cannot be shown. */
export function readBenchResult(file: string): BenchResult | string {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch (error) {
    return `${file}: not readable JSON (${(error as Error).message})`;
  }
  const rows = Array.isArray(json.rows) ? json.rows : [];
  if (!rows.length || !rows.every(isRow))
    return `${file}: no table rows of the shape bench/lib/report.ts prints`;
  const startedAt = typeof json.startedAt === "string" ? json.startedAt : "";
  const machine = typeof json.machine === "string" ? json.machine : null;
  return { file, startedAt, machine, rows, peer: peerFigures(json) };
}

/** The run's peer comparison when it has one whole: both sides with their Lighthouse and phone figures. */
function peerFigures(json: Record<string, unknown>): PeerFigures | null {
  const comparison = json.peer as Partial<PeerComparison> | null | undefined;
  const homeJsBytes = (json.firstLoadJs as { gzipBytes?: unknown } | undefined)?.gzipBytes;
  const sideIsWhole = (side: unknown) =>
    typeof side === "object" &&
    side !== null &&
    "lighthouse" in side &&
    "slowPhone" in side &&
    "errors" in side;
  if (!comparison || !sideIsWhole(comparison.ours) || !sideIsWhole(comparison.peer)) return null;
  if (typeof homeJsBytes !== "number") return null;
  const peakRssMb = typeof json.peakRssMb === "number" ? json.peakRssMb : null;
  return { comparison: comparison as PeerComparison, homeJsBytes, peakRssMb };
}

/** The latest run in `dir` (by its start time, else its name), or why there is none to show. */
export function latestBenchResult(dir: string): BenchResult | string {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  if (!files.length) return `no results in ${dir}`;
  const results = files.map((name) => readBenchResult(path.join(dir, name)));
  const readable = results.filter((result): result is BenchResult => typeof result !== "string");
  if (!readable.length) return results.join("; ");
  const order = (result: BenchResult) => `${result.startedAt}\0${path.basename(result.file)}`;
  return readable.reduce((latest, result) => (order(result) > order(latest) ? result : latest));
}

/** The region's Markdown: the run's time, machine and file, then the table. */
export function benchRegion(result: BenchResult, projectRoot: string): string {
  const file = path.relative(projectRoot, result.file).split(path.sep).join("/");
  const when = result.startedAt ? `\`${result.startedAt.slice(0, 16)}Z\` (UTC)` : "at an unrecorded time";
  const where = result.machine ? `, on ${result.machine}` : "";
  const table = `Latest run ${when}${where}. Results: \`${file}\`.\n\n${formatTable(result.rows)}`;
  if (!result.peer) return table;
  const { comparison, homeJsBytes, peakRssMb } = result.peer;
  return (
    `${table}\n\nOur home page beside the stock WordPress peer's, in the same run (median of ` +
    `${comparison.runs}, alternating):\n\n${formatPeerTable(comparison, { homeJsBytes, peakRssMb })}`
  );
}
