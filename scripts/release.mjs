// `npm run release [-- <folder>]`: the folder a server runs, made from a finished `npm run build`: the
// build, the start and command runners, the deploy examples, and a package.json that lists only what runs
// in production. `npm install --omit=dev` there installs that set alone; the lock keeps every version.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const target = path.resolve(process.argv[2] ?? path.join(root, "release"));

for (const built of ["build/app/main.js", "build/server/index.js", "build/client"]) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run npm run build first.`);
    process.exit(1);
  }
}

fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(path.join(target, "scripts"), { recursive: true });
for (const folder of ["build", "deploy", "docs/deploy.md"]) {
  fs.cpSync(path.join(root, folder), path.join(target, folder), { recursive: true });
}
for (const script of ["start.mjs", "production-runtime.mjs", "cli.mjs", "newest-change.mjs"]) {
  fs.copyFileSync(path.join(root, "scripts", script), path.join(target, "scripts", script));
}
fs.copyFileSync(path.join(root, "package-lock.json"), path.join(target, "package-lock.json"));

// No devDependencies at all: npm would otherwise install a development package that a production one
// names as an optional peer (vite, typescript), even with --omit=dev.
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const runtimeScripts = ["start", "admin", "backup", "restore"];
const release = {
  name: manifest.name,
  version: manifest.version,
  private: true,
  description: manifest.description,
  type: manifest.type,
  engines: manifest.engines,
  scripts: Object.fromEntries(runtimeScripts.map((name) => [name, manifest.scripts[name]])),
  dependencies: manifest.dependencies,
  // Which packages may run install scripts: better-sqlite3's prebuilt binary is used, never a compile.
  allowScripts: manifest.allowScripts,
};
fs.writeFileSync(path.join(target, "package.json"), `${JSON.stringify(release, null, 2)}\n`);

// Which code this is, for the rollback steps in docs/deploy.md.
let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
} catch {
  // Not a git checkout (a copied folder): the release still works, it just cannot name its commit.
}
// The newest migration tells whether switching back to an older release is a switch of the link alone.
const newestMigration = fs
  .readdirSync(path.join(root, "src/server/db/migrations"))
  .filter((name) => /^\d{4}-\d\d-\d\d-\d{3}-.*(?<!\.test)\.ts$/.test(name))
  .sort()
  .at(-1)
  ?.replace(/\.ts$/, "");
fs.writeFileSync(
  path.join(target, "RELEASE"),
  `commit ${commit}\nmade ${new Date().toISOString()}\nnewest migration ${newestMigration}\n`,
);
console.log(
  `Release written to ${target} (commit ${commit}). On the server: npm install --omit=dev, then start.`,
);
