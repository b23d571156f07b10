import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../lib/project-root.ts";

// Figures that SECURITY.md quotes (inputs tried, bookings acknowledged, milliseconds, megabytes) are
// written by the tests that measure them, one small JSON file per test and database, so that
// `npm run figures` can copy them into docs/figures/ and write the document's tallies from them.
// They go to an ignored folder first: a test run never changes a tracked file.

/** Where each run writes its figures (ignored by git). */
export const recordedFiguresDir = path.join(projectRoot, "test-figures");

// No lists: the files are committed, and Prettier would fold a list that JSON.stringify spreads over lines.
export type FigureValue = number | string | boolean | null | { [key: string]: number };

/** Writes test-figures/<name>.<database>.json; the database is the test project's (SQLite by default). */
export function recordFigures(name: string, figures: Record<string, FigureValue>): void {
  const database = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
  const record = { name, database, recordedAt: new Date().toISOString(), ...figures };
  fs.mkdirSync(recordedFiguresDir, { recursive: true });
  const file = path.join(recordedFiguresDir, `${name}.${database}.json`);
  // Written whole, then renamed: a reader never sees half a file.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}
