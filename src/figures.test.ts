import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRegion } from "../scripts/figures/regions.ts";
import { plannedUpdates, projectRoot } from "../scripts/update-figures.ts";

// The figures in README.md and SECURITY.md are written by `npm run figures` from bench/results/ and
// docs/figures/; a figure edited by hand, or an input committed without running the script, fails here.

describe("figures in the documents", () => {
  for (const update of plannedUpdates()) {
    it(`${update.file}'s ${update.region} region is what npm run figures writes (${update.note})`, () => {
      const text = fs.readFileSync(path.join(projectRoot, update.file), "utf8");
      const region = readRegion(text, update.region);
      expect(region, `${update.file} has a <!-- figures:${update.region} --> region`).not.toBeNull();
      if (update.content !== null) expect(region, "run `npm run figures`").toBe(update.content.trim());
    });
  }

  it("has the recordings each written result comes from", () => {
    const recorded = fs.readdirSync(path.join(projectRoot, "docs", "figures"));
    for (const name of ["hostile-input", "control-characters", "crash-safety", "durability"]) {
      expect(recorded, name).toContain(`${name}.sqlite.json`);
    }
  });
});
