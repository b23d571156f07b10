import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

// The modules the public pages share: their layout pieces, content, client helpers and the catalogue,
// contact and booking-status features. The booking dialog itself stays a chunk of its own, loaded when
// it is first opened, and so does everything of the dashboard.
const publicSitePaths = [
  "src/web/content/",
  "src/web/lib/",
  "src/web/components/layouts/public-",
  "src/web/components/ui/spinner.",
  "src/web/components/ui/toaster.",
  "src/web/components/ui/dialog.",
  "src/web/features/catalogue/",
  "src/web/features/contact/",
  "src/web/features/booking-status/",
  "src/web/features/booking/components/booking-dialog-provider.",
  "src/shared/business.",
  "src/shared/slug.",
  "src/shared/image-url.",
  "src/shared/money.",
];
// Dashboard-only modules under those paths: they travel with the dashboard's screens.
const dashboardPaths = ["src/web/lib/upload-image."];

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
        // Every page loads these libraries (the root renders the query provider and the toasts) and
        // every public page most of the site's shared modules, so they travel as three files instead
        // of two dozen: on a slow phone connection each extra file costs a round trip before the page
        // can start, while the few KB a page loads without needing them cost less and are cached for
        // the next page.
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
