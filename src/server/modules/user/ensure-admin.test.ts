// The first owner of a new site: one made from ADMIN_EMAIL/ADMIN_PASSWORD chose that password and keeps it;
// one given a printed random password must replace it at the first sign-in, as staff do.
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { ensureAdmin } from "./user.service.ts";
import { findUserByEmail } from "./user.repository.ts";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe("ensureAdmin on a new site", () => {
  it("asks the owner with the printed password to replace it", async () => {
    database = await createTestDatabase();
    const result = await ensureAdmin(database.db, {});
    expect(result.kind).toBe("created-random");
    const owner = await findUserByEmail(database.db, "admin@sparkleshine.ng");
    expect(owner?.must_change_password).toBe(1);
    expect(owner?.role).toBe("owner");
  });

  it("does not ask the owner who chose the password in ADMIN_PASSWORD", async () => {
    database = await createTestDatabase();
    await ensureAdmin(database.db, { adminEmail: "ife@example.ng", adminPassword: "a long chosen password" });
    const owner = await findUserByEmail(database.db, "ife@example.ng");
    expect(owner?.must_change_password).toBe(0);
  });
});
