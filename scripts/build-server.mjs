// Bundles the server into build/app/main.js so `npm start` runs plain JavaScript and starts fast.
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/server/main.ts", "cli/admin": "src/server/cli/admin.ts" },
  outdir: "build/app",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  keepNames: true,
  logLevel: "warning",
});
