// The account roles migration on accounts made before it (SQLite, and PostgreSQL in the api-postgres
// project): every existing admin had full powers, so each becomes an active owner.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as initial from "./2026-11-22-000-initial.ts";
import * as categorySlugs from "./2026-11-24-002-category-slugs.ts";
import * as discountAmount from "./2026-11-24-003-booking-discount-amount.ts";
import * as accountRoles from "./2026-11-24-004-account-roles.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  for (const migration of [initial, categorySlugs, discountAmount]) await migration.up(database.db);
});
afterAll(() => database.drop());

describe("migration 2026-11-24-004: account roles", () => {
  it("makes every existing admin an active owner with no password change pending", async () => {
    const db = database.db as unknown as Kysely<any>;
    const at = "2026-01-01T00:00:00.000Z";
    for (const email of ["first@example.ng", "second@example.ng"]) {
      await db
        .insertInto("admin_users")
        .values({
          id: email,
          email,
          first_name: "Old",
          last_name: "Admin",
          password_hash: "x",
          profile_image: "",
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await accountRoles.up(db);
    const rows = await db
      .selectFrom("admin_users")
      .select(["email", "role", "disabled", "must_change_password"])
      .orderBy("email")
      .execute();
    expect(
      rows.map((row) => ({
        ...row,
        disabled: Number(row.disabled),
        must_change_password: Number(row.must_change_password),
      })),
    ).toEqual([
      { email: "first@example.ng", role: "owner", disabled: 0, must_change_password: 0 },
      { email: "second@example.ng", role: "owner", disabled: 0, must_change_password: 0 },
    ]);
  });

  it("gives an account written without a role the narrower one", async () => {
    const db = database.db as unknown as Kysely<any>;
    const at = "2026-01-02T00:00:00.000Z";
    await db
      .insertInto("admin_users")
      .values({
        id: "n",
        email: "new@example.ng",
        first_name: "N",
        last_name: "",
        password_hash: "x",
        created_at: at,
        updated_at: at,
      })
      .execute();
    const row = await db
      .selectFrom("admin_users")
      .select("role")
      .where("id", "=", "n")
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("staff");
  });
});
