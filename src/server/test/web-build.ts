import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../lib/project-root.ts";
import { sleep } from "./server-process.ts";

const built = path.join(projectRoot, "build/server/index.js");
const lock = path.join(
  os.tmpdir(),
  `sparkle-web-build-${createHash("sha1").update(projectRoot).digest("hex").slice(0, 12)}.lock`,
);

function newest(dir: string): number {
  let time = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return time;
}

function fresh(): boolean {
  if (!fs.existsSync(built)) return false;
  // The web build holds src/web and what it imports from src/shared; the server itself runs from source.
  const sources = ["src/web", "src/shared"].map((dir) => newest(path.join(projectRoot, dir)));
  return fs.statSync(built).mtimeMs >= Math.max(...sources);
}

/**
 * The production web app (build/server and build/client), for tests of a real server serving pages as it
 * does in production. Built here when missing or older than the sources; one test file builds at a time.
 */
export async function ensureWebBuild(timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!fresh()) {
    if (Date.now() > deadline) throw new Error(`no fresh web build within ${timeoutMs} ms`);
    try {
      fs.mkdirSync(lock);
    } catch {
      await sleep(500); // Another test file is building.
      continue;
    }
    try {
      if (fresh()) return;
      const result = spawnSync("npm", ["run", "-s", "build"], { cwd: projectRoot, encoding: "utf8" });
      if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}
