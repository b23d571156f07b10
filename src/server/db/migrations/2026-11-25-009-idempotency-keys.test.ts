// The idempotency keys migration (SQLite, and PostgreSQL in the api-postgres project): one row per key,
// and down removes the table again.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as idempotencyKeys from "./2026-11-25-009-idempotency-keys.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.drop());

const row = { key: "k1", request_hash: "h", status: 201, body: "{}", created_at: "2026-11-25T00:00:00.000Z" };

describe("migration 2026-11-25-009: idempotency keys", () => {
  it("holds one row per key, and down drops the table", async () => {
    const { db } = database;
    await idempotencyKeys.up(db);
    await db.insertInto("idempotency_keys").values(row).execute();
    await expect(
      db
        .insertInto("idempotency_keys")
        .values({ ...row, request_hash: "other" })
        .execute(),
    ).rejects.toThrow();
    expect(await db.selectFrom("idempotency_keys").selectAll().execute()).toEqual([row]);

    await idempotencyKeys.down(db);
    await expect(sql`select * from idempotency_keys`.execute(db)).rejects.toThrow();
  });
});
