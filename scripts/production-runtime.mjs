// How production runs the server, read from the systemd unit (deploy/sparkle.service), so that whatever
// starts or measures the server runs it the same way: `npm start`, the bench (its memory figures are
// production's) and the production-install check in CI (a node flag the unit's node refuses fails CI, not
// a deploy). Plain JavaScript: `npm start` runs it with node alone, in a checkout and in a release.
import fs from "node:fs";
import path from "node:path";

const unitPath = path.resolve(import.meta.dirname, "..", "deploy", "sparkle.service");

/**
 * The unit's `Environment=` settings other than NODE_ENV (malloc's arena limit and mmap threshold) and
 * the node flags of its `ExecStart=` (the young generation's size, the old generation's growth).
 * @returns {{ env: Record<string, string>; nodeFlags: string[] }}
 */
export function productionRuntime() {
  const unit = fs.readFileSync(unitPath, "utf8");
  /** @type {Record<string, string>} */
  const env = {};
  for (const [, name, value] of unit.matchAll(/^Environment=(\w+)=(\S*)\s*$/gm)) {
    if (name && name !== "NODE_ENV") env[name] = value ?? "";
  }
  const execStart = /^ExecStart=\S*node(?:\s+(.*?))?\s+\S+\.js\s*$/m.exec(unit)?.[1] ?? "";
  return { env, nodeFlags: execStart.split(/\s+/).filter((flag) => flag.startsWith("--")) };
}
