// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * A service may be booked one time only: such a service is never part of regular visits.
 * 1 for one-off only, 0 (every service so far) for a service that may repeat. Should the column already be
 * there (the regular visits' own migration adds the same column), this one leaves it as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const services = tables.find((table) => table.name === "services");
  if (services?.columns.some((column) => column.name === "one_off")) return;
  await db.schema
    .alterTable("services")
    .addColumn("one_off", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("services").dropColumn("one_off").execute();
}
