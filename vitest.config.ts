import path from "node:path";
import { defineConfig } from "vitest/config";

const apiTests = ["src/server/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true as const,
        test: { name: "unit", include: ["src/*.test.ts", "src/shared/**/*.test.ts", "src/web/**/*.test.ts"] },
      },
      {
        extends: true as const,
        test: { name: "api-sqlite", include: apiTests, env: { TEST_DIALECT: "sqlite" } },
      },
      // The same API tests on PostgreSQL whenever a server is given (CI always gives one).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: "api-postgres", include: apiTests, env: { TEST_DIALECT: "postgres" } },
            },
          ]
        : []),
    ],
  },
});
