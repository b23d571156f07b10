import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import { testConfig, type Config } from "../config.ts";
import { createAdmin } from "../modules/user/user.service.ts";
import { openEveryDay } from "./availability.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export const testAdmin = { email: "admin@example.ng", password: "correct horse battery" };

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** A signed-in admin's cookie header, for `inject({ headers: { cookie } })`. */
  signIn(credentials?: { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
};

/**
 * The whole app on a fresh database with one admin, for `app.inject` tests. Its owner takes bookings every
 * day of the week, so a test that books some days ahead passes whatever weekday it runs on; `newSite`
 * keeps a new site's own availability instead (closed on the days its opening hours close).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { newSite = false }: { newSite?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await createAdmin(database.db, { ...testAdmin, firstName: "Ada", lastName: "Okafor" });
  if (!newSite) await openEveryDay(database.db);
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return {
    app,
    database,
    async signIn(credentials = testAdmin) {
      const response = await app.inject({ method: "POST", url: "/api/user/login", payload: credentials });
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return sessionCookieOf(response);
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error("no session cookie in the response");
  return `sid=${cookie.value}`;
}
