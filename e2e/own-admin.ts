import crypto from "node:crypto";
import path from "node:path";
import { openDatabase } from "../src/server/db/database.ts";
import { createAdmin } from "../src/server/modules/user/user.service.ts";

/** The database of the server the browser tests run against (scripts/e2e-server.mjs). */
const e2eDatabaseUrl = `file:${path.resolve(import.meta.dirname, "../test-results/e2e-data/site.db")}`;

export type AdminAccount = { email: string; password: string; firstName: string; lastName: string };

/**
 * A new admin account of its own for one test, made the way `npm run admin -- create` makes one, in
 * the running server's SQLite file (WAL lets a second connection write while the server runs).
 */
export async function createOwnAdmin(): Promise<AdminAccount> {
  const account = {
    email: `admin-${crypto.randomUUID()}@example.ng`,
    password: `own password ${crypto.randomBytes(6).toString("hex")}`,
    firstName: "Own",
    lastName: "Admin",
  };
  const database = openDatabase(e2eDatabaseUrl);
  try {
    await createAdmin(database.db, account);
  } finally {
    await database.close();
  }
  return account;
}
