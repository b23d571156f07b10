// `npm start`: in a checkout, build when the build is missing or older than the sources; then run the server.
// A release folder (docs/deploy.md) has no sources and runs the build it was shipped with.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { newestChange } from "./newest-change.mjs";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/app/main.js");
const sources = path.join(root, "src");

const stale =
  fs.existsSync(sources) &&
  (!fs.existsSync(built) ||
    !fs.existsSync(path.join(root, "build/server/index.js")) ||
    newestChange(sources) > fs.statSync(built).mtimeMs);

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
