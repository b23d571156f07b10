// `npm run admin|backup|restore -- …`: runs the command's bundle in build/app/cli with plain `node`. In a
// checkout whose server sources changed since the last build, the bundle is made again first (esbuild, well
// under a second); a release folder has no sources and runs what it was shipped with.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { newestChange } from "./newest-change.mjs";

const commands = ["admin", "backup", "restore"];
const root = path.resolve(import.meta.dirname, "..");
const [command, ...args] = process.argv.slice(2);
if (!commands.includes(command)) {
  console.error(`Unknown command "${command ?? ""}". Commands: ${commands.join(", ")}.`);
  process.exit(2);
}

const bundle = path.join(root, "build/app/cli", `${command}.js`);
const sources = ["src/server", "src/shared"].map((folder) => path.join(root, folder));
const inCheckout = sources.every((folder) => fs.existsSync(folder));
if (
  inCheckout &&
  (!fs.existsSync(bundle) || Math.max(...sources.map(newestChange)) > fs.statSync(bundle).mtimeMs)
) {
  process.chdir(root);
  await import("./build-server.mjs");
}
if (!fs.existsSync(bundle)) {
  console.error(`build/app/cli/${command}.js is missing: run npm run build where the sources are.`);
  process.exit(2);
}
// The command reads its arguments from process.argv, as it would if node had started it directly.
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
