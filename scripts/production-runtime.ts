// How production runs the server, read from the systemd unit (deploy/sparkle.service), so that what
// measures or checks the server runs it the same way: the bench (its memory figures are production's)
// and the production-install check in CI (a node flag the unit's node refuses fails CI, not a deploy).
import fs from "node:fs";
import path from "node:path";

const unitPath = path.resolve(import.meta.dirname, "..", "deploy", "sparkle.service");

/**
 * The unit's `Environment=` settings other than NODE_ENV (the malloc arena limit) and the node flags
 * of its `ExecStart=` (the young generation's size, the old generation's growth).
 */
export function productionRuntime(): { env: Record<string, string>; nodeFlags: string[] } {
  const unit = fs.readFileSync(unitPath, "utf8");
  const env: Record<string, string> = {};
  for (const [, name, value] of unit.matchAll(/^Environment=(\w+)=(\S*)\s*$/gm)) {
    if (name && name !== "NODE_ENV") env[name] = value ?? "";
  }
  const execStart = /^ExecStart=\S*node(?:\s+(.*?))?\s+\S+\.js\s*$/m.exec(unit)?.[1] ?? "";
  return { env, nodeFlags: execStart.split(/\s+/).filter((flag) => flag.startsWith("--")) };
}
