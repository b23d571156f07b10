import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const apiTests = ["src/server/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  test: {
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, idle while its
    // file waits on a disk sync, a timer or a socket. The files each have a database of their own, so one
    // worker more than the cores keeps both busy: the whole suite took 5.6 minutes instead of 9.9.
    maxWorkers: os.availableParallelism() + 1,
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
