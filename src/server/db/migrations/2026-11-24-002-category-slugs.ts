// Frozen in time: never import application code here (the slug rule below is a copy of the one of
// this day, so that later changes to the rule do not change what this migration did).
import { PostgresAdapter, sql, type Kysely } from "kysely";

const maxLength = 80;
const fallback = "category";
const lettersOfTheirOwn: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

function cutBetweenWords(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, max)).replace(/-+$/, "");
}

function slugOf(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (letter) => lettersOfTheirOwn[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cutBetweenWords(words, maxLength) || fallback;
}

function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${cutBetweenWords(base, maxLength - suffix.length) || fallback}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type Row = { id: string; name: string; name_key: string };

/**
 * Gives every category a stored slug (decision 010) and keeps the address it answered before
 * (its `name_key`, the first slug rule) as a former slug, so links already shared redirect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("categories")
    .addColumn("slug", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("category_slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("category_id", "text", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("category_slugs_category_id")
    .on("category_slugs")
    .column("category_id")
    .execute();

  const rows: Row[] = await db
    .selectFrom("categories")
    .select(["id", "name", "name_key"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  // First the categories whose old address is already clean: they keep it unchanged.
  for (const row of rows) {
    if (slugOf(row.name) === row.name_key) {
      slugs.set(row.id, row.name_key);
      taken.add(row.name_key);
    }
  }
  const now = new Date().toISOString();
  for (const row of rows) {
    let slug = slugs.get(row.id);
    if (!slug) {
      slug = firstFree(slugOf(row.name), taken);
      taken.add(slug);
      slugs.set(row.id, slug);
    }
    await db.updateTable("categories").set({ slug }).where("id", "=", row.id).execute();
  }
  for (const row of rows) {
    if (!row.name_key || taken.has(row.name_key)) continue;
    await db
      .insertInto("category_slugs")
      .values({ slug: row.name_key, category_id: row.id, created_at: now })
      .execute();
  }

  await db.schema.createIndex("categories_slug_unique").on("categories").column("slug").unique().execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table categories alter column slug drop default`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("category_slugs").execute();
  await db.schema.dropIndex("categories_slug_unique").execute();
  await db.schema.alterTable("categories").dropColumn("slug").execute();
}
