// Bundles the server and its commands into build/app as plain JavaScript: production runs them with `node`
// alone, without tsx or any other build tool installed (docs/deploy.md, "A lean install").
import { build } from "esbuild";

/** The server and every command an operator runs (`npm run admin|backup|restore`). */
const serverEntries = {
  main: "src/server/main.ts",
  "cli/admin": "src/server/cli/admin.ts",
  "cli/backup": "src/server/cli/backup.ts",
  "cli/restore": "src/server/cli/restore.ts",
};

await build({
  entryPoints: serverEntries,
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

// The crew page's script and service worker (docs/decisions/049-crew-pages.md): their own small bundles,
// served from /crew/ beside the web app's files and loaded by no other page.
await build({
  entryPoints: { app: "src/crew-app/crew-page.ts", sw: "src/crew-app/service-worker.ts" },
  outdir: "build/client/crew",
  bundle: true,
  platform: "browser",
  format: "iife",
  target: "es2022",
  minify: true,
  logLevel: "warning",
});
