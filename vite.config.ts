import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every page loads these libraries (the root renders the query provider and the toasts), so
        // they travel as two files instead of a dozen: on a slow phone connection each extra file
        // costs a round trip before the page can start.
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
          ],
        },
      },
    },
  },
});
