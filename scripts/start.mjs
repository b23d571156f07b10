// `npm start`: in a checkout, build when the build is missing or older than the sources; then run the server
// as the systemd unit runs it (its node flags and environment), so that what a trial run shows of memory
// and speed is what production gives. A release folder (docs/deploy.md) has no sources and runs the build
// it was shipped with.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { newestChange } from "./newest-change.mjs";
import { productionRuntime } from "./production-runtime.mjs";

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

// The unit's settings under what the environment already says, as systemd lets its EnvironmentFile
// override Environment=. glibc reads MALLOC_ARENA_MAX and V8 its flags when a process starts, hence a
// process of the server's own rather than an import into this one.
const runtime = productionRuntime();
const server = spawn(process.execPath, [...runtime.nodeFlags, built], {
  env: { ...runtime.env, ...process.env },
  stdio: "inherit",
});
// A service manager's SIGTERM reaches this process: pass it on, so the server stops gracefully. (Ctrl-C
// reaches both; the server ignores the second signal while it stops.)
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
