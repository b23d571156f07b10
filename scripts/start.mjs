// `npm start`: build when the build is missing or older than the sources, then run the server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/app/main.js");

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const stale =
  !fs.existsSync(built) ||
  !fs.existsSync(path.join(root, "build/server/index.js")) ||
  newestSource(path.join(root, "src")) > fs.statSync(built).mtimeMs;

if (stale) {
  console.log("Building the site (first start or changed sources)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(built);
