import crypto from "node:crypto";
import pg from "pg";

export type ScratchPostgresDatabase = {
  /** The new database's connection URL: the server's URL with the new database's name. */
  url: string;
  name: string;
  /** Drops the database, closing any connection still open on it. Safe to call twice. */
  drop(): Promise<void>;
};

/**
 * Creates an empty PostgreSQL database on the server at `serverUrl` under a fresh name that starts
 * with `prefix`, for one test file or one bench run. Every test and the bench make their databases here.
 */
export async function createScratchPostgresDatabase(
  serverUrl: string,
  prefix = "sparkle_t",
): Promise<ScratchPostgresDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`Not a plain database name prefix: ${prefix}`);
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
