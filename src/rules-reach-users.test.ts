// Every message of the rules layer reaches the people it is for: the API answers with it (an API test in
// src/server imports it and checks the answer) and the screen shows it (a browser test in e2e/, or a test
// of the rendered HTML in src/web, imports it and finds it on the page). Because those tests import the
// message rather than copying its words, a changed message changes both sides and their tests at once.
// Where a message can only reach one side, the table says why. A new export of a rules module fails here
// until it is placed in the table (a message) or among the names that are not messages.
// The table is kept by area of the rules in src/server/test/rules-reach-*.ts; the checks below see it whole.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ReachTable } from "./server/test/rules-reach.ts";
import { customersReach } from "./server/test/rules-reach-customers.ts";
import { dashboardReach } from "./server/test/rules-reach-dashboard.ts";
import { operationsReach } from "./server/test/rules-reach-operations.ts";
import { messagingReach } from "./server/test/rules-reach-messaging.ts";
import { setupReach } from "./server/test/rules-reach-setup.ts";
import { onlinePaymentsReach } from "./server/test/rules-reach-online-payments.ts";
import { refusalsReach } from "./server/test/rules-reach-refusals.ts";
import { toastsReach } from "./server/test/rules-reach-toasts.ts";
import { pricingReach } from "./server/test/rules-reach-pricing.ts";
import { quotesReach } from "./server/test/rules-reach-quotes.ts";
import { sentencesNotYetInRules } from "./server/test/rules-reach-unswept.ts";
import { sentencesIn, sentencesUnder } from "./server/test/sentences-outside-rules.ts";

const root = path.resolve(import.meta.dirname, "..");
const rulesDir = path.join(root, "src/shared/rules");

const areas = [
  customersReach,
  dashboardReach,
  setupReach,
  operationsReach,
  onlinePaymentsReach,
  messagingReach,
  refusalsReach,
  toastsReach,
  pricingReach,
  quotesReach,
];
const messages: ReachTable["messages"] = Object.fromEntries(
  areas.flatMap((area) => Object.entries(area.messages)),
);
const notMessages: ReachTable["notMessages"] = Object.fromEntries(
  areas.flatMap((area) => Object.entries(area.notMessages)),
);

function exportsOf(module: string): string[] {
  const text = fs.readFileSync(path.join(rulesDir, `${module}.ts`), "utf8");
  return [...text.matchAll(/^export (?:const|function|async function) (\w+)/gm)].map((m) => m[1]!);
}

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isFile() && pattern.test(entry.name) ? [full] : [];
  });
}

/** The names each test file imports from each rules module. */
function importsOfRules(files: string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["'][^"']*shared\/rules\/([\w-]+)(?:\.ts)?["']/g,
    )) {
      const module = match[2]!;
      for (const name of match[1]!.split(",").map((part) => part.trim().replace(/^type\s+/, ""))) {
        if (!name) continue;
        found.set(module, (found.get(module) ?? new Set()).add(name.split(/\s+as\s+/)[0]!));
      }
    }
  }
  return found;
}

const apiTests = importsOfRules(sourceFiles(path.join(root, "src/server"), /\.test\.ts$/));
const screenTests = importsOfRules([
  ...sourceFiles(path.join(root, "e2e"), /\.spec\.ts$/),
  ...sourceFiles(path.join(root, "src/web"), /\.test\.tsx?$/),
]);

describe("each rules module's messages reach the API and the screens", () => {
  it.each(Object.entries(messages))("%s", (module, reach) => {
    const unchecked: string[] = [];
    for (const [name, sides] of Object.entries(reach)) {
      if (sides.api === true && !apiTests.get(module)?.has(name))
        unchecked.push(`${name}: no API test imports it`);
      if (sides.screen === true && !screenTests.get(module)?.has(name)) {
        unchecked.push(`${name}: no browser or rendered-HTML test imports it`);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it("knows every export of every rules module", () => {
    const modules = fs
      .readdirSync(rulesDir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => file.slice(0, -3));
    const unknown = modules.flatMap((module) =>
      exportsOf(module)
        .filter((name) => !(messages[module]?.[name] || notMessages[module]?.includes(name)))
        .map((name) => `${module}:${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe("the words people read live in the rules layer", () => {
  const found = sentencesUnder(path.join(root, "src"), ["server/modules", "web/features"]);
  found.forEach((_sentences, file) => {
    if (file.startsWith("server/modules/demo-data/")) found.delete(file);
  });

  it("finds a sentence written as a literal, and only a sentence", () => {
    expect(
      sentencesIn("a.tsx", 'const a = "We could not find that coupon."; const b = `Reverse ${x} now?`;'),
    ).toEqual(["We could not find that coupon.", "Reverse … now?"]);
    expect(
      sentencesIn("a.ts", 'const a = "Logging in..."; const b = "crew-page"; // A comment. Here.'),
    ).toEqual([]);
  });

  it("has no sentence in server/modules or web/features beyond those not yet moved", () => {
    const beyond = [...found].flatMap(([file, sentences]) =>
      sentences.length > (sentencesNotYetInRules[file] ?? 0)
        ? [`${file}: ${sentences.join(" | ")} (move it to src/shared/rules)`]
        : [],
    );
    expect(beyond).toEqual([]);
  });

  it("lists no more sentences as not yet moved than are left", () => {
    const stale = Object.entries(sentencesNotYetInRules).flatMap(([file, count]) =>
      (found.get(file)?.length ?? 0) < count
        ? [`${file}: ${found.get(file)?.length ?? 0} left, not ${count}`]
        : [],
    );
    expect(stale).toEqual([]);
  });
});
