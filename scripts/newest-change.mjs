import fs from "node:fs";
import path from "node:path";

/** The newest modification time (ms) of any file under `dir`: a build older than it is stale. */
export function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}
