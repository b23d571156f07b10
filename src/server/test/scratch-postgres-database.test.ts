import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchPostgresDatabase } from "./scratch-postgres-database.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query("select 1 from pg_database where datname = $1", [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

describe.skipIf(process.env.TEST_DIALECT !== "postgres")(
  "a scratch PostgreSQL database (runs in the api-postgres project, when TEST_DATABASE_URL is set)",
  () => {
    it("is created empty under a fresh name, and dropped even with a connection still open", async () => {
      const [first, second] = await Promise.all([
        createScratchPostgresDatabase(serverUrl!, "sparkle_scratch"),
        createScratchPostgresDatabase(serverUrl!, "sparkle_scratch"),
      ]);
      expect(first.name).not.toBe(second.name);
      const open = new pg.Client({ connectionString: first.url });
      await open.connect();
      open.on("error", () => {}); // the forced drop ends this connection
      const tables = await open.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
      expect(tables.rows[0].n).toBe(0);

      await first.drop();
      await first.drop();
      await second.drop();
      expect(await databaseExists(first.name)).toBe(false);
      expect(await databaseExists(second.name)).toBe(false);
      await open.end().catch(() => {});
    });

    it("refuses a prefix that is not a plain database name", async () => {
      await expect(createScratchPostgresDatabase(serverUrl!, "x; drop database y")).rejects.toThrow(
        "Not a plain database name prefix",
      );
    });
  },
);
