// The slug migration on a database that has categories from before it (SQLite, and PostgreSQL in the
// api-postgres project).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import * as initial from "./2026-11-22-000-initial.ts";
import * as categorySlugs from "./2026-11-24-002-category-slugs.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  await initial.up(database.db);
});
afterAll(() => database.drop());

// Names as the dashboard stored them before: name_key was the first slug rule (trim, spaces to
// hyphens, lower case), which was also the page's address.
const before = [
  { id: "c-home", name: "Home Cleaning" },
  { id: "c-laundry", name: "Laundry & Dry Cleaning" },
  { id: "c-laundry-too", name: "Laundry and Dry Cleaning!" },
  // Added last, but its address is already clean: it keeps it, and the others are numbered.
  { id: "c-clean", name: "Laundry-and-dry-cleaning" },
  { id: "c-cafe", name: "Crème Café  Cleaning" },
  { id: "c-stars", name: "★★★" },
];

describe("migration 2026-11-24-002: category slugs", () => {
  it("gives each existing category a unique clean slug and keeps its old address as a former slug", async () => {
    const { db } = database;
    for (const [i, category] of before.entries()) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      await db
        .insertInto("categories")
        .values({
          id: category.id,
          name: category.name,
          name_key: category.name.trim().replace(/\s+/g, "-").toLowerCase(),
          description: "Before slugs",
          images: "[]",
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
    }

    await categorySlugs.up(db);

    const slugs = Object.fromEntries(
      (await db.selectFrom("categories").select(["id", "slug"]).execute()).map((row) => [row.id, row.slug]),
    );
    expect(slugs).toEqual({
      "c-home": "home-cleaning",
      "c-laundry": "laundry-and-dry-cleaning-2",
      "c-laundry-too": "laundry-and-dry-cleaning-3",
      "c-clean": "laundry-and-dry-cleaning",
      "c-cafe": "creme-cafe-cleaning",
      "c-stars": "category",
    });
    // Sorted here: the databases' collations order the accented and symbol slugs differently.
    const former = (await db.selectFrom("category_slugs").select(["slug", "category_id"]).execute()).sort(
      (a, b) => a.category_id.localeCompare(b.category_id),
    );
    expect(former).toEqual([
      { slug: "crème-café-cleaning", category_id: "c-cafe" },
      { slug: "laundry-&-dry-cleaning", category_id: "c-laundry" },
      { slug: "laundry-and-dry-cleaning!", category_id: "c-laundry-too" },
      { slug: "★★★", category_id: "c-stars" },
    ]);
  });

  it("makes slugs unique in the database, and former slugs go with their category", async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const duplicate = db
      .insertInto("categories")
      .values({
        id: "c-dup",
        name: "Home Cleaning Again",
        name_key: "home-cleaning-again",
        slug: "home-cleaning",
        description: "x",
        images: "[]",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(duplicate).rejects.toThrow();
    await db.deleteFrom("categories").where("id", "=", "c-stars").execute();
    expect(
      await db.selectFrom("category_slugs").select("slug").where("category_id", "=", "c-stars").execute(),
    ).toEqual([]);
  });
});
