import crypto from "node:crypto";
import path from "node:path";
import { openDatabase } from "../src/server/db/database.ts";
import { createAdmin } from "../src/server/modules/user/user.service.ts";
import { emptySiteURL, settingsSiteURL } from "../playwright.config";

/** The database of the site at `baseURL`, as scripts/e2e-server.mjs names its folder. */
export function databaseUrlOf(baseURL: string | undefined): string {
  const folder =
    baseURL === settingsSiteURL
      ? "e2e-data-settings"
      : baseURL === emptySiteURL
        ? "e2e-data-empty"
        : "e2e-data";
  return `file:${path.resolve(import.meta.dirname, "../test-results", folder, "site.db")}`;
}

export type AdminAccount = { email: string; password: string; firstName: string; lastName: string };

/**
 * A new admin account of its own for one test, made the way `npm run admin -- create` makes one, in
 * the SQLite file of the site at `baseURL` while it runs (WAL lets a second connection write).
 */
export async function createOwnAdmin(baseURL: string | undefined): Promise<AdminAccount> {
  const account = {
    email: `admin-${crypto.randomUUID()}@example.ng`,
    password: `own password ${crypto.randomBytes(6).toString("hex")}`,
    firstName: "Own",
    lastName: "Admin",
  };
  const database = openDatabase(databaseUrlOf(baseURL));
  try {
    await createAdmin(database.db, account);
  } finally {
    await database.close();
  }
  return account;
}
