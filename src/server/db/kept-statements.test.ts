// SQLite statements kept by their text: one preparation for each query the app runs again, answers as
// fresh as a new statement's, also after the schema changes under it, and no more kept than the bound.
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withKeptStatements } from "./kept-statements.ts";

let sqlite: SqliteDatabase.Database;
afterEach(() => sqlite?.open && sqlite.close());

/** A database in memory whose preparations are counted. */
function counted(atMost?: number) {
  sqlite = new SqliteDatabase(":memory:");
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => (prepared.push(text), prepare(text))) as typeof sqlite.prepare;
  const db = new Kysely<{ jobs: { id: number; name: string } }>({
    dialect: new SqliteDialect({ database: withKeptStatements(sqlite, atMost) }),
  });
  return { db, prepared };
}

describe("SQLite statements kept by their text", () => {
  it("prepares a query once however often it runs, and answers what the table holds now", async () => {
    const { db, prepared } = counted();
    await sql`create table jobs (id integer primary key, name text not null)`.execute(db);
    const named = (id: number) => db.selectFrom("jobs").selectAll().where("id", "=", id).execute();
    for (let id = 1; id <= 3; id++)
      await db
        .insertInto("jobs")
        .values({ id, name: `Job ${id}` })
        .execute();
    expect(await named(2)).toEqual([{ id: 2, name: "Job 2" }]);
    await db.updateTable("jobs").set({ name: "Renamed" }).where("id", "=", 2).execute();
    expect(await named(2)).toEqual([{ id: 2, name: "Renamed" }]);
    expect(await named(3)).toEqual([{ id: 3, name: "Job 3" }]);
    // create, insert, update, select: four texts, each prepared once.
    expect(prepared).toHaveLength(4);

    await sql`alter table jobs add column notes text not null default ''`.execute(db);
    expect(await named(2)).toEqual([{ id: 2, name: "Renamed", notes: "" }]);
  });

  it("keeps no more statements than its bound, letting go of the one asked for longest ago", async () => {
    const { db, prepared } = counted(2);
    const one = (n: number) => sql`select ${sql.lit(n)} as n`.execute(db);
    await one(1);
    await one(2);
    await one(1);
    await one(3); // lets go of 2, asked for longest ago
    await one(1);
    expect(prepared).toHaveLength(3);
    await one(2);
    expect(prepared).toHaveLength(4);
    expect((await one(2)).rows).toEqual([{ n: 2 }]);
  });
});
