import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  // React Router 8's behaviours, each decided here rather than left for the build to warn about. Every
  // one changes a contract this code is written to, so they come together with the move to version 8:
  future: {
    // Loaders and actions read the server's load context (getFromApi and the rest) as a plain object;
    // with middleware they get a context provider instead.
    v8_middleware: false,
    // Each route's client loader in a file of its own: more files on a page's first load, against the
    // chunk groups of vite.config.ts and the budget of scripts/check-bundle-budget.ts.
    v8_splitRouteModules: false,
    // The build through Vite's environments: vite.config.ts's build options move under `environments`.
    v8_viteEnvironmentApi: false,
    // Loaders would see the raw data request (its `.data` path) rather than the page's address.
    v8_passThroughRequests: false,
    // The addresses of data requests for paths that end in a slash.
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
