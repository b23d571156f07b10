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

// `npm start` runs the production build, so it is production: Secure cookies, HSTS, and the site's address
// from PUBLIC_URL. On a machine where nobody set it (trying the site out), that address is this one.
process.env.NODE_ENV ??= "production";
if (process.env.NODE_ENV === "production" && !process.env.PUBLIC_URL?.trim()) {
  process.env.PUBLIC_URL = `http://localhost:${process.env.PORT?.trim() || "3000"}`;
  console.log(
    `PUBLIC_URL is not set: using ${process.env.PUBLIC_URL} for links in pages, the sitemap and mail.\n` +
      `Set PUBLIC_URL to the site's public address (https://your.domain) before others use it.`,
  );
}
await import(built);
