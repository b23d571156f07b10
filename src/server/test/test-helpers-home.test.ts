import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../lib/project-root.ts";

// Test helpers live in src/server/test/ (browser-test helpers in e2e/): a helper beside product code
// looks like product code, and its next reader cannot tell it never runs in production.
const sourceRoot = path.join(projectRoot, "src");
const helpersHome = path.join(sourceRoot, "server", "test");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isRouteModule = (file: string) =>
  file === path.join(sourceRoot, "web", "root.tsx") ||
  file.startsWith(path.join(sourceRoot, "web", "routes") + path.sep);

const isTest = (file: string) => file.endsWith(".test.ts") || file.startsWith(helpersHome + path.sep);

/** The source files `file` imports by a relative or a `~/` path, resolved. */
function localImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)["']((?:\.{1,2}|~)\/[^"']+)["']/g)];
  return specifiers.map((match) => {
    const specifier = match[1]!;
    const base = specifier.startsWith("~/")
      ? path.join(sourceRoot, specifier.slice(2))
      : path.resolve(path.dirname(file), specifier);
    return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate)) ?? base;
  });
}

describe("where test helpers live", () => {
  it("keeps every source file that only tests import under src/server/test/", () => {
    const files = sourceFiles(sourceRoot);
    const importers = new Map<string, string[]>();
    for (const file of files) {
      for (const imported of localImports(file)) {
        importers.set(imported, [...(importers.get(imported) ?? []), file]);
      }
    }
    const strays = files
      // Web routes, and the root route above them, are reached by React Router by file name, not by import.
      .filter((file) => !isTest(file) && !isRouteModule(file))
      .filter((file) => {
        const by = importers.get(file) ?? [];
        return by.length > 0 && by.every(isTest);
      })
      .map((file) => path.relative(projectRoot, file));
    expect(strays).toEqual([]);
  });
});
