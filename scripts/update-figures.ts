// `npm run figures`: writes the figures of README.md and SECURITY.md from their sources, so no figure in
// them is typed by hand. Between `<!-- figures:<name> -->` and `<!-- /figures:<name> -->`:
// - README.md `bench`: the latest bench/results/*.json (`npm run bench` writes one per run);
// - SECURITY.md `security`: the last column of the promises table, from docs/figures/*.json.
// The tests that measure those figures write them to test-figures/ (ignored) whenever they run; this
// script first copies the newer ones into docs/figures/, where they are committed with the documents.
// `--check` changes nothing and exits 1 when a region differs from what it would write.
import fs from "node:fs";
import path from "node:path";
import { benchRegion, latestBenchResult } from "./figures/bench.ts";
import { readRegion, writeRegion } from "./figures/regions.ts";
import { readFigures, securityTable } from "./figures/security.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..");
export const committedFiguresDir = path.join(projectRoot, "docs", "figures");
const recordedFiguresDir = path.join(projectRoot, "test-figures");
const benchResultsDir = path.join(projectRoot, "bench", "results");

type Update = { file: string; region: string; content: string | null; note: string };

/** What each region should hold, from the inputs in the tree; content null leaves a region as it is. */
export function plannedUpdates(): Update[] {
  const bench = latestBenchResult(benchResultsDir);
  const security = fs.readFileSync(path.join(projectRoot, "SECURITY.md"), "utf8");
  const table = readRegion(security, "security");
  if (table === null) throw new Error("SECURITY.md has no <!-- figures:security --> region");
  return [
    typeof bench === "string"
      ? { file: "README.md", region: "bench", content: null, note: `left as it is: ${bench}` }
      : {
          file: "README.md",
          region: "bench",
          content: benchRegion(bench, projectRoot),
          note: `from ${path.relative(projectRoot, bench.file)}`,
        },
    {
      file: "SECURITY.md",
      region: "security",
      content: securityTable(table, readFigures(committedFiguresDir)),
      note: "from docs/figures/",
    },
  ];
}

/** Copies each recording in test-figures/ that is newer than the committed one into docs/figures/. */
function takeNewRecordings(): string[] {
  if (!fs.existsSync(recordedFiguresDir)) return [];
  fs.mkdirSync(committedFiguresDir, { recursive: true });
  const recordedAt = (file: string) =>
    fs.existsSync(file)
      ? String((JSON.parse(fs.readFileSync(file, "utf8")) as { recordedAt?: unknown }).recordedAt)
      : "";
  return fs
    .readdirSync(recordedFiguresDir)
    .filter((name) => name.endsWith(".json"))
    .filter((name) => {
      const from = path.join(recordedFiguresDir, name);
      const to = path.join(committedFiguresDir, name);
      if (recordedAt(from) <= recordedAt(to)) return false;
      fs.copyFileSync(from, to);
      return true;
    });
}

function main(): void {
  const check = process.argv.includes("--check");
  if (!check) {
    const taken = takeNewRecordings();
    console.log(taken.length ? `Took ${taken.join(", ")} from test-figures/.` : "No newer test figures.");
  }
  let differ = 0;
  for (const update of plannedUpdates()) {
    const file = path.join(projectRoot, update.file);
    const text = fs.readFileSync(file, "utf8");
    if (update.content === null) {
      console.log(`${update.file} ${update.region}: ${update.note}`);
      continue;
    }
    const next = writeRegion(text, update.region, update.content);
    const same = next === text;
    if (!same && !check) fs.writeFileSync(file, next);
    if (!same) differ++;
    console.log(
      `${update.file} ${update.region}: ${same ? "unchanged" : check ? "differs" : "written"} (${update.note})`,
    );
  }
  if (check && differ) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
