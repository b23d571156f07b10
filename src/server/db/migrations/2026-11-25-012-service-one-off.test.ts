// The one-off column migration (SQLite, and PostgreSQL in the api-postgres project): services made before it
// may repeat; it leaves the column alone when it is already there; down removes it again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as serviceOneOff from "./2026-11-25-012-service-one-off.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const at = "2026-11-25T00:00:00.000Z";

describe("migration 2026-11-25-012: services one-off", () => {
  it("gives existing services 0, runs again without harm, and down drops the column", async () => {
    const { db } = database;
    await db
      .insertInto("categories")
      .values({
        id: "c-1",
        name: "Events",
        name_key: "events",
        slug: "events",
        description: "d",
        images: "[]",
        created_at: at,
        updated_at: at,
      })
      .execute();
    const service = (id: string) => ({
      id,
      name: `Service ${id}`,
      description: "d",
      price_kobo: 6_000_000,
      category_id: "c-1",
      images: "[]",
      created_at: at,
      updated_at: at,
    });
    await db.insertInto("services").values(service("s-1")).execute();
    await db
      .insertInto("services")
      .values({ ...service("s-2"), one_off: 1 })
      .execute();

    // Already there (as a database migrated by another branch's migration would have it): left alone.
    await serviceOneOff.up(db);
    const kept = await db.selectFrom("services").select(["id", "one_off"]).orderBy("id").execute();
    expect(kept.map((row) => [row.id, Number(row.one_off)])).toEqual([
      ["s-1", 0],
      ["s-2", 1],
    ]);

    await serviceOneOff.down(db);
    const columns = (await db.introspection.getTables()).find((table) => table.name === "services")!.columns;
    expect(columns.map((column) => column.name)).not.toContain("one_off");

    await serviceOneOff.up(db);
    const again = await db.selectFrom("services").select(["id", "one_off"]).orderBy("id").execute();
    expect(again.map((row) => [row.id, Number(row.one_off)])).toEqual([
      ["s-1", 0],
      ["s-2", 0],
    ]);
  });
});
