// The JavaScript budget (decision 006), checked on the production build: the gzip size of what a
// public page loads before it is interactive (entry, matched route modules and their static imports,
// and the route manifest) must stay within 125 KB, and no admin route module may be among it. An empty
// React Router 7 app is about 109 KB of that; the query and toast libraries, the booking dialog and
// the dashboard load later, when used. The pages a customer reaches to follow up a booking are the
// exception (decision 055): the booking form itself (what other pages fetch on the first Book press), the
// confirmation, the manage page (its date and window fields, payment) and the status check may carry up
// to 133 KB, the booking form 135 KB (decision 060), the manage page 134 KB with a quote's answer
// (decision 063); every page a shared link lands on keeps to 125 KB.
// Run after `npm run build`; `npm test` does (test:e2e), and `npm run bench` reports the figure.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

export const firstLoadBudgetBytes = 125 * 1024;
/** The pages that follow up a booking, and what each may load first (decisions 055 and 060). */
const followUpBudgets: Record<string, number> = {
  // The booking page itself also asks how many and where.
  "routes/public/book": 135 * 1024,
  "routes/public/book-done": 133 * 1024,
  "routes/public/manage": 134 * 1024,
  "routes/public/check-booking-status": 133 * 1024,
};

/** The budget of one public page's first load. */
export function budgetOf(routeId: string): number {
  return followUpBudgets[routeId] ?? firstLoadBudgetBytes;
}

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export type FirstLoad = {
  routeId: string;
  /** Chain of route ids from the root to the page. */
  chain: string[];
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** Admin route modules found in this first load (must be empty). */
  adminModules: string[];
};

/** React Router's client manifest of the build in `buildDir`, named by its server build. */
export function readManifest(buildDir: string): { manifest: Manifest; manifestUrl: string } {
  const serverBuild = fs.readFileSync(path.join(buildDir, "server", "index.js"), "utf8");
  const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(serverBuild)?.[0];
  if (!manifestUrl) throw new Error("No route manifest named in build/server/index.js: run `npm run build`.");
  const source = fs.readFileSync(path.join(buildDir, "client", manifestUrl), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json) as Manifest, manifestUrl };
}

function chainOf(manifest: Manifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    chain.unshift(route);
  }
  return chain;
}

function isAdminRoute(manifest: Manifest, routeId: string): boolean {
  return chainOf(manifest, routeId).some(
    (route) => route.id.startsWith("routes/admin/") || (route.path ?? "").startsWith("admin-dashboard"),
  );
}

/** The home page: the index route whose ancestors add no path segment. */
export function homeRouteId(manifest: Manifest): string {
  const home = Object.values(manifest.routes).find(
    (route) => route.index && chainOf(manifest, route.id).every((r) => !r.path || r === route),
  );
  if (!home) throw new Error("No home (index) route in the route manifest.");
  return home.id;
}

/** What the page of `routeId` loads first, with gzip sizes (zlib's default level, as served). */
export function firstLoad(buildDir: string, routeId: string): FirstLoad {
  const { manifest, manifestUrl } = readManifest(buildDir);
  const chain = chainOf(manifest, routeId);
  const urls = new Set<string>([manifestUrl, manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  const adminModules = Object.values(manifest.routes)
    .filter((route) => isAdminRoute(manifest, route.id) && urls.has(route.module))
    .map((route) => `${route.id} (${route.module})`);
  const files = [...urls].map((file) => ({
    file,
    gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(buildDir, "client", file))).length,
  }));
  return {
    routeId,
    chain: chain.map((route) => route.id),
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    adminModules,
  };
}

/** Every public page route (not the dashboard, the catch-all, layouts or resource routes). */
export function publicPageRouteIds(manifest: Manifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter(
      (route) =>
        route.hasDefaultExport !== false &&
        !parents.has(route.id) &&
        route.path !== "*" &&
        !isAdminRoute(manifest, route.id),
    )
    .map((route) => route.id);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const buildDir = path.resolve(import.meta.dirname, "..", "build");
  const { manifest } = readManifest(buildDir);
  const home = homeRouteId(manifest);
  const problems: string[] = [];

  const homeLoad = firstLoad(buildDir, home);
  console.log(`First-load JavaScript of the home page (gzip), budget ${kb(firstLoadBudgetBytes)}:`);
  for (const f of [...homeLoad.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
  }
  console.log(`  ${kb(homeLoad.gzipBytes).padStart(9)}  total`);

  for (const routeId of publicPageRouteIds(manifest)) {
    const load = routeId === home ? homeLoad : firstLoad(buildDir, routeId);
    if (routeId !== home) console.log(`  ${kb(load.gzipBytes).padStart(9)}  first load of ${routeId}`);
    const budget = budgetOf(routeId);
    if (load.gzipBytes > budget) {
      problems.push(`${routeId} loads ${kb(load.gzipBytes)} of JavaScript first (budget ${kb(budget)})`);
    }
    for (const admin of load.adminModules) problems.push(`${routeId} loads the admin route ${admin}`);
  }

  if (problems.length > 0) {
    console.error(`\nJavaScript budget exceeded:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("JavaScript budget met.");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
