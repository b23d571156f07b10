import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

// The modules the public pages share: their layout pieces, content, client helpers and the catalogue and
// contact features. The booking dialog itself stays a chunk of its own, loaded when it is first opened,
// and so does everything of the dashboard. The booking-status feature serves one page only, so it
// travels in that page's own file rather than in every page's first load; only its small status badge,
// which the manage page shows too, travels with the site instead of as a file of its own.
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
  "src/web/features/booking-status/components/status-badge.",
  "src/shared/rules/settings.",
  "src/shared/rules/past-work.",
  "src/shared/site-pictures.",
  "src/shared/slug.",
  "src/shared/image-url.",
  "src/shared/money.",
];
// Modules under those paths that a public page does not load first: the dashboard's upload helper and
// its way of showing moments, the job progress of the crews, and the query cache and query hooks (with the
// query library they import) that only the dashboard and the booking dialog use. They travel with the screens that load them.
const dashboardPaths = [
  "src/web/lib/upload-image.",
  "src/web/lib/lagos-moment.",
  "src/web/lib/query-provider.",
  "src/web/lib/catalogue-queries/use-catalogue.",
  "src/web/lib/queries/use-",
  "src/web/lib/queries/booking-",
  "src/web/lib/job-progress.",
];

// The booking form's date and window fields and the rules they read: /book, the booking dialog and the
// manage page all load them, so they travel as one file rather than five small ones, each a request and
// a few hundred bytes of its own.
const bookingFormPaths = [
  "src/web/features/booking/components/schedule-fields.",
  "src/shared/rules/availability.",
  "src/shared/rules/booking.",
  "src/shared/rules/coupon.",
  "src/shared/rules/recurring.",
  "src/shared/lagos-date.",
  "src/shared/booking-status.",
  "src/shared/pricing.",
  "src/shared/rules/pricing.",
  "src/shared/rules/payments-online.",
  "src/shared/rules/message-choice.",
  "src/web/components/ui/pay-online-form.",
  "src/web/components/ui/visit-when.",
];

// What only the home page shows (its slides, category carousel, testimonials, about teaser and certificates):
// under the shared paths above, but travelling in the home page's own file, which it loads anyway, so the
// other pages (the booking page first of all) do not load them. The home page loads the same files as before.
const homeOnlyPaths = [
  "src/web/components/layouts/public-hero.",
  "src/web/components/layouts/public-about-teaser.",
  "src/web/components/layouts/public-certifications.",
  "src/web/components/layouts/public-rotation-control.",
  "src/web/features/catalogue/components/home-categories.",
  "src/web/features/catalogue/components/testimonials-carousel.",
];
// Likewise the before-and-after card, which only /our-works shows: it travels in that page's own file.
// The rules it reads stay in the site's file (above), which the dashboard's form shares, so /our-works
// loads the same files as before and every other page about 0.4 KB less.
const ourWorksOnlyPaths = ["src/web/features/catalogue/components/past-work-card."];

/** V8's explicit compile hint: a comment of its own on a file's first line (Chromium 136 and later). */
const compileAheadHint = "//# allFunctionsCalledOnLoad";

function projectPath(id: string): string {
  return path
    .relative(import.meta.dirname, id)
    .split(path.sep)
    .join("/");
}

function isPublicSiteModule(id: string): boolean {
  const under = (prefix: string) => projectPath(id).startsWith(prefix);
  return (
    publicSitePaths.some(under) &&
    !dashboardPaths.some(under) &&
    !homeOnlyPaths.some(under) &&
    !ourWorksOnlyPaths.some(under)
  );
}

// The booking page's own form: its draft, services with their quantities, customer fields and coupon. The
// page loads them all at once, and the booking dialog when it opens, so they travel as one file.
const bookPagePaths = [
  "src/web/features/booking/lib/booking-draft.",
  "src/web/features/booking/components/quantity-input.",
  "src/web/features/booking/components/service-checkboxes.",
  "src/web/features/booking/components/customer-fields.",
  "src/web/features/booking/components/book-coupon-field.",
  "src/web/features/booking/components/book-page-form.",
];

function isBookPageModule(id: string): boolean {
  return bookPagePaths.some((prefix) => projectPath(id).startsWith(prefix));
}

function isBookingFormModule(id: string): boolean {
  return bookingFormPaths.some((prefix) => projectPath(id).startsWith(prefix));
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React and React Router are what a page runs as it starts, nearly all of them, in hydration. The
        // hint has Chromium compile the whole file while it downloads, off the page's main thread,
        // instead of each function when first called, on it (docs/decisions/071).
        postBanner: (chunk) => (chunk.name === "framework" ? compileAheadHint : ""),
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
            { name: "booking-form", test: isBookingFormModule, priority: 0 },
            { name: "book-page", test: isBookPageModule, priority: 0 },
          ],
        },
      },
    },
  },
});
