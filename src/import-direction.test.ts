import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Imports run one way: shared code stands alone; the server and the web both use it and
// never each other; the server's storage (server/db) knows no module; in the web, screens compose
// features, features use components and lib, and neither components nor lib reach back into a feature,
// nor does one feature into another.
//
// No exception, not even for types: the web's loaders get their context's type from the
// `AppLoadContext` augmentation in server/load-context.ts, which TypeScript applies without the web
// importing anything from the server, and the bundler could otherwise pull server code into a page.

const srcRoot = import.meta.dirname;

/** Why `from` may not import `to` (both relative to src/, with forward slashes), or null when it may. */
function broken(from: string, to: string): string | null {
  const [fromRoot] = from.split("/");
  const [toRoot] = to.split("/");
  if (fromRoot === "shared" && (toRoot === "server" || toRoot === "web")) {
    return "shared code imports only shared code";
  }
  if (fromRoot === "server" && toRoot === "web") return "the server never imports web code";
  if (fromRoot === "web" && toRoot === "server") return "the web never imports server code";
  if (/^server\/db\//.test(from) && !/\.test\.ts$/.test(from) && /^server\/modules\//.test(to)) {
    return "storage knows no domain: the database code never imports a module (its tests may)";
  }
  const fromFeature = /^web\/features\/([^/]+)\//.exec(from)?.[1];
  const toFeature = /^web\/features\/([^/]+)\//.exec(to)?.[1];
  if (toFeature && /^web\/(components|lib|content)\//.test(from)) {
    return "components, lib and content never import a feature: the screen passes what they need";
  }
  if (fromFeature && toFeature && fromFeature !== toFeature) return "a feature never imports another feature";
  return null;
}

/** Every project file a source file imports (static, dynamic, type-only, re-exports), relative to src/. */
function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    let target: string;
    if (fileName.startsWith("~/")) target = fileName.slice(2);
    else if (fileName.startsWith(".")) target = path.posix.join(path.posix.dirname(file), fileName);
    else continue;
    found.push(path.posix.normalize(target));
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|js|jsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("import direction", () => {
  it("holds across the whole source tree", () => {
    const files = sourceFiles(srcRoot);
    const violations: string[] = [];
    let imports = 0;
    for (const full of files) {
      const file = path.relative(srcRoot, full).split(path.sep).join("/");
      for (const target of importsOf(file, fs.readFileSync(full, "utf8"))) {
        imports++;
        const reason = broken(file, target);
        if (reason) violations.push(`${file} imports ${target}: ${reason}`);
      }
    }
    // The walk saw the tree: hundreds of files and their project imports.
    expect(files.length).toBeGreaterThan(200);
    expect(imports).toBeGreaterThan(500);
    expect(violations).toEqual([]);
  });

  it("finds each kind of wrong import, however it is written", () => {
    const cases: [string, string][] = [
      ["shared/rules/booking.ts", 'import { x } from "../../server/lib/time.ts";'],
      ["shared/money.ts", 'import type { Picture } from "~/web/content/site";'],
      ["server/modules/mail/booking-mail.ts", 'import { site } from "../../../web/content/site.ts";'],
      [
        "web/routes/public/home.tsx",
        'import type { Catalogue } from "~/server/modules/catalogue/catalogue";',
      ],
      [
        "server/db/backup.ts",
        'import { bumpCatalogueVersion } from "../modules/catalogue/catalogue.repository.ts";',
      ],
      ["web/components/ui/image-picker.tsx", 'export { uploadImage } from "~/web/features/uploads/api/x";'],
      ["web/lib/toast.ts", 'const loaded = import("../features/booking/components/booking-dialog");'],
      [
        "web/features/profile/components/profile-picture.tsx",
        'import {\n  uploadImage,\n} from "../../uploads/api/upload-image";',
      ],
    ];
    for (const [file, text] of cases) {
      const reasons = importsOf(file, text).map((target) => broken(file, target));
      expect(reasons, file).toHaveLength(1);
      expect(reasons[0], file).toEqual(expect.any(String));
    }
  });

  it("lets each side use what it may", () => {
    expect(broken("server/modules/mail/booking-mail.ts", "shared/business.ts")).toBeNull();
    expect(broken("web/content/site.ts", "shared/business.ts")).toBeNull();
    expect(broken("web/routes/public/home.tsx", "web/features/booking/components/x")).toBeNull();
    expect(
      broken("web/features/booking/components/booking-form.tsx", "web/features/booking/api/x"),
    ).toBeNull();
    expect(
      broken("web/features/services-admin/components/service-form.tsx", "web/components/ui/x"),
    ).toBeNull();
    expect(broken("web/features/profile/components/profile-picture.tsx", "web/lib/upload-image")).toBeNull();
  });
});
