import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository stands alone: code, tests, scripts and docs say a rule in plain words or point at a
// record in docs/decisions/, never at a specification or decision list kept outside the repository,
// which a reader of the repository cannot open.

const root = path.resolve(import.meta.dirname, "..");
const scanned = [
  "src",
  "e2e",
  "bench",
  "scripts",
  "docs",
  "deploy",
  ".ci",
  "README.md",
  "SECURITY.md",
  "playwright.config.ts",
  "vite.config.ts",
  "vitest.config.ts",
];
const thisFile = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join("/");

/** What an outside citation looks like, and what it points at. */
const outsideCitations: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(SPEC|DECISIONS|DESIGN|STYLE)\.md\b/, what: "a document outside the repository" },
  { pattern: /\b[DB]\d{1,2}\b/, what: "a numbered decision kept outside the repository" },
  { pattern: /§/, what: "a section of a document outside the repository" },
  { pattern: /\.\.\/shared\/(tools|hooks)\//, what: "a file beside the repository" },
];

const decisionRecords = fs.readdirSync(path.join(root, "docs", "decisions"));
const recordNumbers = new Set(decisionRecords.map((name) => name.slice(0, 3)));

function trackedFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", ...scanned], { cwd: root, encoding: "utf8" });
  return listed.split("\0").filter((file) => file && file !== thisFile);
}

function textOf(file: string): string | null {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return null;
  const bytes = fs.readFileSync(full);
  return bytes.includes(0) ? null : bytes.toString("utf8");
}

describe("the repository stands alone", () => {
  const files = trackedFiles().flatMap((file) => {
    const text = textOf(file);
    return text === null ? [] : [{ file, lines: text.split("\n") }];
  });

  it("scans the tracked code and docs", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(({ file }) => file === "README.md")).toBe(true);
  });

  it("cites no file outside the repository: the rule is said, or a record in docs/decisions/ named", () => {
    const found = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, index) =>
        outsideCitations
          .filter(({ pattern }) => pattern.test(line))
          .map(({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("names only decision records that exist", () => {
    const missing = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, index) =>
        [...line.matchAll(/\b[Dd]ecisions? (\d{3})\b|docs\/decisions\/(\d{3})-/g)]
          .map((match) => match[1] ?? match[2])
          .filter((number) => number && !recordNumbers.has(number))
          .map((number) => `${file}:${index + 1}: no record ${number} in docs/decisions/`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
