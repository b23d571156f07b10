import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

// The modules the public pages share: their layout pieces, content, client helpers and the catalogue and
// contact features. The booking dialog itself stays a chunk of its own, loaded when it is first opened,
// and so does everything of the dashboard. The booking-status feature serves one page only, so it
// travels in that page's own file rather than in every page's first load.
const publicSitePaths = [
  "src/web/content/",
  "src/web/lib/",
  "src/web/components/layouts/public-",
  "src/web/components/ui/spinner.",
  "src/web/components/ui/toaster.",
  "src/web/components/ui/dialog.",
  "src/web/features/catalogue/",
  "src/web/features/contact/",
  "src/web/features/booking/components/booking-dialog-provider.",
  "src/shared/rules/settings.",
  "src/shared/site-pictures.",
  "src/shared/slug.",
  "src/shared/image-url.",
  "src/shared/money.",
];
// Modules under those paths that a public page does not load first: the dashboard's upload helper,
// and the query cache and catalogue hooks (with the query library they import) that only the
// dashboard and the booking dialog use. They travel with the screens that load them.
const dashboardPaths = [
  "src/web/lib/upload-image.",
  "src/web/lib/query-provider.",
  "src/web/lib/catalogue-queries/use-catalogue.",
];

function isPublicSiteModule(id: string): boolean {
  const file = path
    .relative(import.meta.dirname, id)
    .split(path.sep)
    .join("/");
  const under = (prefix: string) => file.startsWith(prefix);
  return publicSitePaths.some(under) && !dashboardPaths.some(under);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every page loads the framework and every public page most of the site's shared modules, so
        // they travel as two files instead of two dozen: on a slow phone connection each extra file
        // costs a round trip before the page can start, while the few KB a page loads without needing
        // them cost less and are cached for the next page. The query and toast libraries are not on a
        // public page's first load (the dashboard, the booking dialog and the first toast load them),
        // so they travel as one file of their own.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: "app-libraries",
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|react-toastify|clsx)[\\/]/,
              priority: 1,
            },
            { name: "site", test: isPublicSiteModule, priority: 0 },
          ],
        },
      },
    },
  },
});
